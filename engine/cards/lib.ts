/** Shared vocabulary for card definitions: target kinds, sources, and common effects. */
import type { Color, ManaSymbol, PlayerId } from "../types";
import type { Game, SourceInfo } from "../core/game";
import { autoPay, parseCost } from "../core/mana";
import { target } from "../core/resolve";
import { Illegal } from "../core/cast";
import { printedChars, type Chars } from "../core/layers";
import type { GameObject, StackItem } from "../core/state";
import type { ActivatedDef, Effect, StaticDef, TargetSpec } from "./types";

export { target };

const is = (type: string) => (c: Chars) => c.types.includes(type);
export const isCreature = is("Creature");

// ---- targets -----------------------------------------------------------------------------------

export const anyTarget: TargetSpec = { text: "any target (a creature or player)", players: true, test: (_g, { chars }) => isCreature(chars!) };
export const targetPlayer: TargetSpec = { text: "target player", players: true };
export const targetCreature: TargetSpec = { text: "target creature", test: (_g, { chars }) => isCreature(chars!) };
export const targetSpell: TargetSpec = { text: "target spell", zone: "stack", test: (g, { obj }) => g.state.stack.some((i) => i.id === obj!.id && i.kind === "spell") };

export function permanentWith(text: string, test: (c: Chars, o: GameObject) => boolean): TargetSpec {
  return { text, test: (_g, { chars, obj }) => test(chars!, obj!) };
}

export function spellOfColor(color: Color, word: string): TargetSpec {
  return { text: `target ${word} spell`, zone: "stack", test: (g, { obj, chars }) => g.state.stack.some((i) => i.id === obj!.id && i.kind === "spell") && chars!.colors.includes(color) };
}

export function cardInYourGraveyard(text: string, test: (c: Chars) => boolean = () => true): TargetSpec {
  return { text, zone: "graveyard", test: (_g, { obj, chars }, chooser) => obj!.owner === chooser && test(chars!) };
}

// ---- sources -----------------------------------------------------------------------------------

/** The source of a resolving spell or ability, with last known information if it has left (CR 113.7a). */
export function sourceOf(g: Game, item: StackItem): SourceInfo {
  const o = g.obj(item.source);
  if (o) return g.sourceInfo(o);
  return { id: item.source, name: item.name, controller: item.controller, colors: (item.sourceColors ?? []) as Color[], isCreature: false };
}

/** The permanent a resolving ability came from, if it is still on the battlefield. */
export function sourcePermanent(g: Game, item: StackItem): GameObject | undefined {
  const o = g.obj(item.source);
  return o && o.zone === "battlefield" ? o : undefined;
}

// ---- effects -----------------------------------------------------------------------------------

export function damageTarget(amount: (g: Game, item: StackItem) => number, index = 0): Effect {
  return (g, item) => {
    const t = target(item, index);
    if (t !== undefined) g.dealDamage(sourceOf(g, item), t, amount(g, item));
  };
}

/** "Target creature gets +N/+M until end of turn" and friends (layer 7c, ends in cleanup). */
export function pump(g: Game, objectId: string, power: number, toughness: number): void {
  const o = g.obj(objectId);
  if (!o || o.zone !== "battlefield") return;
  g.state.floating.push({ id: g.state.nextId++, timestamp: g.timestamp(), object: objectId, power, toughness });
  g.emit("pump", `${o.name} gets ${power >= 0 ? "+" : ""}${power}/${toughness >= 0 ? "+" : ""}${toughness} until end of turn`, { object: objectId });
}

/** "Regenerate this creature": a shield used the next time it would be destroyed this turn (CR 701.19). */
export const regenerateSelf: Effect = (g, item) => {
  const o = sourcePermanent(g, item);
  if (!o) return;
  o.regenShields = (o.regenShields ?? 0) + 1;
  g.emit("regen_shield", `${o.name} will regenerate the next time it would be destroyed this turn`, { object: o.id });
};

export function destroyAll(filter: (c: Chars) => boolean, opts: { noRegen?: boolean } = {}): Effect {
  return (g) => {
    // All at once: collect first, then destroy (CR 701.8).
    const ids = g.battlefield().filter((o) => filter(g.chars(o))).map((o) => o.id);
    g.simultaneously(() => { for (const id of ids) g.destroy(id, opts); });
  };
}

export function destroyTarget(opts: { noRegen?: boolean } = {}): Effect {
  return (g, item) => {
    const t = target(item, 0);
    if (t !== undefined) g.destroy(t, opts);
  };
}

export function tapAbility(cost: string, text: string, effect: Effect, targets?: TargetSpec[]): ActivatedDef {
  return { cost, tap: true, text, effect, targets };
}

export function manaAbility(text: string, mana: ActivatedDef["mana"], extra: Partial<ActivatedDef> = {}): ActivatedDef {
  return { cost: "", tap: true, mana, text, ...extra };
}

/** "Pay {cost}?" — asks `who` on the first call; returns true/false once answered, or the request. */
export function askToPay(g: Game, item: StackItem, who: PlayerId, cost: string, answer: { value?: unknown } | undefined) {
  if (!answer) return { request: { choose: who, prompt: `Pay ${cost}?`, choice: { type: "pay" as const, cost, item: item.id } } };
  if (answer.value === true) {
    if (!autoPay(g, who, parseCost(cost))) throw new Illegal("cannot_pay", `You can't pay ${cost}`);
    g.emit("paid", `${g.player(who).name} pays ${cost}`, { player: who });
    return { paid: true };
  }
  if (answer.value === false) return { paid: false };
  throw new Illegal("bad_action", `Answer true to pay ${cost} or false to decline`);
}

/**
 * Whether a player controls a land of a type, from printed types: used inside layer computations,
 * where asking for current characteristics would recurse. No classic card in the engine changes land types.
 */
export function controlsLandType(g: Game, p: PlayerId, subtype: string): boolean {
  return g.battlefield().some((o) => o.controller === p && printedChars(o).types.includes("Land") && printedChars(o).subtypes.includes(subtype));
}

// ---- static abilities ------------------------------------------------------------------------

/** "<Filter> creatures get +P/+T" (layer 7c). */
export function anthem(p: number, t: number, affects: StaticDef["affects"]): StaticDef {
  return { layer: "pt_modify", affects: (g, self, target, chars) => isCreature(chars) && affects(g, self, target, chars), apply: (c) => { c.power += p; c.toughness += t; } };
}

/** "Enchanted creature gets +P/+T". */
export function auraPump(p: number, t: number): StaticDef {
  return anthem(p, t, (_g, self, target) => self.attachedTo === target.id);
}

export function manaSymbols(text: string): ManaSymbol[] {
  return text.split("") as ManaSymbol[];
}
