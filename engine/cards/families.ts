/**
 * Definitions shared by families of cards with the same words: the Moxen, the Circles of
 * Protection, the Elemental Blasts, the Wards, upkeep-cost creatures. Each takes its words
 * (colors, types) as data.
 */
import type { Color, PlayerId } from "../types";
import type { ResolveContext } from "../core/context";
import { matches } from "../core/filters";
import type { ActivatedDef, CardDef, EffectStep, Filter, PreventReduce, StaticDef, TriggerDef } from "./types";
import { ability, auraPump, code, counter, destroy, enchantCreature, grants, manaAbility, sacrifice, tapCost, target, targetSpellOf } from "./dsl";

const PERMANENT_TYPES = new Set(["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]); // CR 110.4

export const COLOR_WORD: Record<Color, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/**
 * A Mana Battery: "{2}, {T}: Put a charge counter on this artifact. / {T}, Remove any number of charge
 * counters from this artifact: Add {c}, then add an additional {c} for each charge counter removed
 * this way." "Any number", zero included (ruling 2004-10-04): chosen with the action's
 * costs.counters (or x).
 */
export const manaBattery = (name: string, c: Color): CardDef => ({
  name,
  abilities: [
    ability("{2}, {T}: Put a charge counter on this artifact.", tapCost("{2}"), [{ do: "addCounters", what: "self", kind: "charge", n: 1 }]),
    manaAbility(`{T}, Remove any number of charge counters from this artifact: Add {${c}}, then add an additional {${c}} for each charge counter removed this way.`,
      { fixed: c, plusPerCounterRemoved: c }, tapCost(undefined, { removeCounters: { kind: "charge", count: "X" } })),
  ],
  ai: { bonus: 0.5 },
});

/** A Mox: "{T}: Add {c}." */
export const mox = (name: string, c: Color): CardDef => ({ name, abilities: [manaAbility(`{T}: Add {${c}}.`, { fixed: c })] });

/**
 * "The next time a <quality> source of your choice would deal damage to you this turn, prevent
 * that damage" as a resolving step (CR 609.7a, 615.8). The source is chosen as it resolves among
 * permanents, spells on the stack and the sources of abilities on the stack (CR 609.7a; a
 * source needn't be able to deal damage); with none, nothing happens (609.3). The quality is
 * rechecked as the damage would be dealt (615.9). `quality` undefined: any source. Options:
 * `reduce` ("prevent half that damage, rounded down", "all but 1"), `gainLife` ("you gain life
 * equal to the damage prevented this way", 615.5), `combatOnly`.
 */
export function preventFromChosenSource(quality: Filter | undefined, word: string, opts: { reduce?: PreventReduce; gainLife?: boolean; combatOnly?: boolean } = {}): EffectStep {
  return code((ctx) => {
    const g = ctx.g;
    const ids = new Set([...g.state.battlefield, ...g.state.stack.map((i) => (i.kind === "spell" ? i.id : i.source))]);
    const sources = [...ids].filter((id) => { const o = g.obj(id); return !!o && (!quality || matches(g, o, g.chars(o), quality, { you: ctx.controller })); });
    if (!sources.length) return; // CR 609.3: nothing to choose, nothing happens
    const [src] = ctx.chooseCards(ctx.controller, sources, 1, 1, `Choose ${word} source`);
    if (!src) return;
    // CR 609.7a: a permanent spell chosen means also the permanent it becomes.
    const spell = g.state.stack.find((i) => i.kind === "spell" && i.id === src);
    const permanentSpell = !!spell && g.chars(g.obj(src)!).types.some((t) => PERMANENT_TYPES.has(t));
    g.addShield({
      source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "prevent", affects: ctx.controller, next: true, fromSource: src,
      ...(permanentSpell ? { fromCard: g.obj(src)!.card } : {}),
      ...(quality ? { fromFilter: quality } : {}), ...(opts.reduce ? { reduce: opts.reduce } : {}), ...(opts.gainLife ? { gainLife: true } : {}), ...(opts.combatOnly ? { combatOnly: true } : {}),
      duration: { until: "end_of_turn" },
    });
    g.emit("shield", `The next damage ${g.obj(src)!.name} would deal to ${g.player(ctx.controller).name} this turn will be prevented`, { source: src });
  });
}

/**
 * The Circles of Protection: "{1}: The next time a <quality> source of your choice would deal
 * damage to you this turn, prevent that damage." `word`: "red", "artifact", "black or red".
 */
export function circleOfProtection(quality: Filter, word: string, mana = "{1}"): ActivatedDef {
  const article = /^[aeiou]/.test(word) ? "an" : "a";
  return ability(`${mana}: The next time ${article} ${word} source of your choice would deal damage to you this turn, prevent that damage.`, { mana }, [
    preventFromChosenSource(quality, `${article} ${word}`),
  ], { ai: { shields: [...(quality.colors ?? [])] } });
}

/** Blue and Red Elemental Blast: counter a spell or destroy a permanent of a color. */
export function elementalBlast(c: Color): Omit<CardDef, "name"> {
  const word = COLOR_WORD[c];
  return {
    spell: {
      modes: [
        { text: `Counter target ${word} spell.`, targets: [targetSpellOf(`target ${word} spell`, { colors: [c] })], effect: [counter()] },
        { text: `Destroy target ${word} permanent.`, targets: [target(`target ${word} permanent`, { colors: [c] })], effect: [destroy()] },
      ],
    },
    ai: { targets: "harmful" },
  };
}

/** "Counter target <quality> spell" for a mana cost (Deathgrip, Lifeforce). */
export const counterSpellOf = (mana: string, quality: Filter, word: string): ActivatedDef =>
  ability(`${mana}: Counter target ${word} spell.`, { mana }, [counter()], { targets: [targetSpellOf(`target ${word} spell`, quality)] });

/** The Wards: "Enchanted creature has protection from <color>. This effect doesn't remove this Aura." */
export function ward(name: string, c: Color): CardDef {
  return { name, enchant: enchantCreature, statics: [grants("enchanted", [`protection from ${COLOR_WORD[c]}`], { doesntRemoveSelf: true })], ai: { targets: "helpful" } };
}

/** Keyword Auras: "Enchanted creature has <keyword>." */
export const keywordAura = (name: string, keywords: string[], more: StaticDef[] = []): CardDef =>
  ({ name, enchant: enchantCreature, statics: [grants("enchanted", keywords), ...more], ai: { targets: "helpful" } });

/** Pump Auras: "Enchanted creature gets +P/+T." */
export const pumpAura = (name: string, p: number, t: number): CardDef => ({ name, enchant: enchantCreature, statics: [auraPump(p, t)] });

/** "At the beginning of your upkeep, sacrifice this creature unless you pay {cost}." */
export function upkeepOrSacrifice(cost: string): TriggerDef {
  return {
    text: `At the beginning of your upkeep, sacrifice this creature unless you pay ${cost}.`,
    when: { on: "step", step: "upkeep", whose: "yours" },
    effect: [{ do: "unlessPays", cost, then: [sacrifice("self")] }],
  };
}

/** "At the beginning of the upkeep of enchanted <permanent>'s controller, this Aura deals N damage to that player." */
export function upkeepDamageAura(what: string, n: number): TriggerDef {
  return {
    text: `At the beginning of the upkeep of enchanted ${what}'s controller, this Aura deals ${n} damage to that player.`,
    when: { on: "step", step: "upkeep", whose: "enchanted_controller" },
    effect: [{ do: "damage", amount: n, to: "that_player" }],
  };
}

/** "Whenever a player casts a <quality> spell, you may pay {1}. If you do, you gain 1 life." (the Antiquities lifegain artifacts) */
export function lifegainArtifact(name: string, quality: Filter, word: string): CardDef {
  const effect: EffectStep[] = [{ do: "ifPays", cost: "{1}", then: [{ do: "gainLife", who: "you", n: 1 }] }];
  return { name, triggers: [{ text: `Whenever a player casts ${word} spell, you may pay {1}. If you do, you gain 1 life.`, when: { on: "cast", by: "any", filter: quality }, effect }] };
}

/**
 * "You may tap or untap target …" (Twiddle, Hyperion Blacksmith): one "you may" decided on
 * resolution, not a mode chosen on casting (ruling 2004-10-04): the target is tapped if it is
 * untapped then, and untapped if it is tapped.
 */
export function mayTapOrUntapTarget(prompt: string): EffectStep {
  return {
    do: "may", prompt,
    then: [code((ctx) => {
      const t = ctx.target();
      const o = t && !ctx.g.isPlayer(t) ? ctx.g.obj(t) : undefined;
      if (!o) return;
      if (o.tapped) ctx.g.untap(o.id);
      else ctx.g.tap(o.id);
    })],
  };
}

/**
 * "Target player reveals their hand. [Then something is done with what was revealed.]" (Inquisition,
 * Amnesia): the hand is revealed to every player (CR 701.20a; also when you target yourself, ruling
 * 2014-02-01) and `then` gets the player and the cards revealed.
 */
export function revealTargetHand(then: (ctx: ResolveContext, player: PlayerId, hand: string[]) => void): EffectStep {
  return code((ctx) => {
    const p = ctx.target(0);
    if (!p || !ctx.g.isPlayer(p)) return;
    const hand = [...ctx.g.player(p).hand];
    ctx.g.reveal(p, hand);
    then(ctx, p, hand);
  });
}
