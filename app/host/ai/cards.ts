/**
 * What the computer knows about cards beyond the rules, read from the card definitions' hints
 * (engine `cardHints`: given by the card or derived from its effect): which effects hurt their
 * target (aim them at the opponent) or help it (aim them at your own), which are combat tricks,
 * what a card is worth in hand and on the battlefield.
 */
import { cardHints, type CardView, type StackItemView } from "../../../engine/index";

export const isHarmful = (name: string) => cardHints(name)?.targets === "harmful";
export const isHelpful = (name: string) => cardHints(name)?.targets === "helpful";
/** Until-end-of-turn boosts: only worth casting in combat or to save a creature. */
export const isCombatTrick = (name: string) => !!cardHints(name)?.trick;
/** Tempo spells that only help in combat or in answer to something. */
export const isResponseOnly = (name: string) => !!cardHints(name)?.responseOnly;
/** Spells that only make mana: cast them only when the mana is spent at once. */
export const isRitual = (name: string) => !!cardHints(name)?.ritual;
/** Worth in hand, if the card says (answers keep their value until used). */
export const handValueHint = (name: string): number | undefined => cardHints(name)?.value;
/** Worth on the battlefield beyond a creature's body, or a noncreature permanent's whole worth. */
export const bonusHint = (name: string): number | undefined => cardHints(name)?.bonus;
/** Damage at the chosen player's upkeep from their hand size (Black Vise, The Rack). */
export const handTaxHint = (name: string) => cardHints(name)?.handTax;
/** A permanent that works on both players alike: what makes it favour its controller. */
export const favoursHint = (name: string) => cardHints(name)?.favours;
/** The upkeep cost that keeps a permanent (Stasis's {U}). */
export const keepCostHint = (name: string) => cardHints(name)?.keepCost;
/** A creature that eats its controller's permanents each upkeep (Lord of the Pit). */
export const feedsHint = (name: string) => cardHints(name)?.feeds;
export const printedKeywords = (name: string): string[] => cardHints(name)?.keywords ?? [];

/** The activated ability `number` of a card as its definition describes it. */
export function abilityInfo(name: string, number: number) {
  return cardHints(name)?.abilities?.[number - 1];
}

/** A permanent's "+P/+T until end of turn" ability: how much, and on which creature. */
export function pumpAbility(c: CardView): { number: number; power: number; toughness: number; creature: string | undefined } | undefined {
  const list = cardHints(c.name)?.abilities ?? [];
  const i = list.findIndex((a) => a.pump && a.pump.what !== "target");
  if (i < 0) return undefined;
  const p = list[i]!.pump!;
  return { number: i + 1, power: p.power, toughness: p.toughness, creature: p.what === "enchanted" ? c.attachedTo : c.id };
}

/** Whether a permanent can regenerate the creature it is (or enchants). */
export function regenerationAbility(c: CardView): { number: number; cost: string } | undefined {
  const list = cardHints(c.name)?.abilities ?? [];
  const i = list.findIndex((a) => a.regenerates === "self");
  return i < 0 ? undefined : { number: i + 1, cost: list[i]!.cost };
}

/** A boost that a spell or ability on the stack will give when it resolves. */
export function pendingPump(it: StackItemView, source: CardView | undefined): { creature: string; power: number; toughness: number } | undefined {
  if (it.kind === "spell") {
    const p = cardHints(it.name)?.pump;
    return p && it.targets[0] ? { creature: it.targets[0], ...p } : undefined;
  }
  if (!source) return undefined;
  const pump = pumpAbility(source);
  return pump?.creature ? { creature: pump.creature, power: pump.power, toughness: pump.toughness } : undefined;
}
