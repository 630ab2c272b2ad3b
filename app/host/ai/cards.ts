/**
 * What the computer knows about cards beyond their rules text: which effects hurt their target
 * (aim them at the opponent) or help it (aim them at your own), which are combat tricks, and
 * which cards are worth holding rather than casting at the first chance.
 */

/** Spells and abilities whose targets should be the opponent's things. */
export const HARMFUL = new Set([
  "Lightning Bolt", "Terror", "Swords to Plowshares", "Disintegrate", "Fireball", "Psionic Blast", "Unsummon",
  "Control Magic", "Counterspell", "Power Sink", "Blue Elemental Blast", "Red Elemental Blast", "Stone Rain",
  "Disenchant", "Shatter", "Mind Twist", "Prodigal Sorcerer", "Royal Assassin", "Icy Manipulator", "Rod of Ruin",
  "Millstone", "Hypnotic Specter",
]);

/** Spells and abilities whose targets should be your own things. */
export const HELPFUL = new Set([
  "Giant Growth", "Holy Strength", "Unholy Strength", "Firebreathing", "Healing Salve", "Stream of Life",
  "Ancestral Recall", "Braingeyser", "Regrowth", "Raise Dead", "Animate Dead",
]);

/** Until-end-of-turn boosts: only worth casting in combat or to save a creature. */
export const COMBAT_TRICKS = new Set(["Giant Growth"]);

/** Tempo spells that only help in combat or in answer to something (the opponent recasts a bounced creature). */
export const RESPONSES_ONLY = new Set(["Unsummon", "Fog", "Healing Salve"]);

/** Pump abilities of permanents: "{B}: +1/+1", "{R}: +1/+0". */
export const PUMP_ABILITIES: Record<string, { power: number; toughness: number; color: string }> = {
  "Frozen Shade": { power: 1, toughness: 1, color: "B" },
  "Shivan Dragon": { power: 1, toughness: 0, color: "R" },
  Firebreathing: { power: 1, toughness: 0, color: "R" },
};

/** Cards worth more in hand than a generic card (answers keep their value until used). */
export const HAND_VALUE: Record<string, number> = {
  "Lightning Bolt": 2.2, Terror: 2.6, "Swords to Plowshares": 2.8, Counterspell: 2.4, "Power Sink": 1.6,
  Disintegrate: 2.8, Fireball: 3, "Psionic Blast": 2.2, Unsummon: 1.2, "Giant Growth": 1.4, Disenchant: 1.4,
  "Mind Twist": 2, "Control Magic": 3, Earthquake: 2.5, "Wrath of God": 3, "Demonic Tutor": 2.5,
  "Ancestral Recall": 3, "Time Walk": 2.5, "Dark Ritual": 0.6, "Stone Rain": 1.3,
};

/** Spells that only make mana: cast them only when the mana is spent at once. */
export const RITUALS = new Set(["Dark Ritual"]);

/** Permanents whose activated abilities the heuristic handles by rule (not by simulation). */
export const RULE_ABILITIES = new Set(["Icy Manipulator"]);
