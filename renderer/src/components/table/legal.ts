/**
 * Reading the engine's legal options for the table: which cards can do something now, which
 * targets each slot of a spell may take, who may attack or block, what a question offers.
 * Pure functions of (view, options); the UI never decides legality itself, it only reads what
 * the host sent (the engine's `legalActions`).
 */
import type { ActivateOption, CardView, CastOption, LegalOptions, PlayerView, StackItemView } from "../../../../engine/index";
import type { Intent } from "../../store/table-ui-slice";

export type Legal = LegalOptions | null;
export type Playable = CastOption | ActivateOption;

/** Every object the view shows, by id. */
export function objectIndex(view: PlayerView): Map<string, CardView> {
  const m = new Map<string, CardView>();
  for (const c of view.battlefield) m.set(c.id, c);
  for (const p of Object.values(view.players)) {
    for (const c of p.hand ?? []) m.set(c.id, c);
    for (const c of p.graveyard) m.set(c.id, c);
    for (const c of p.exile) m.set(c.id, c);
  }
  return m;
}

/** A ref (player or object) in words. */
export function refName(view: PlayerView, ref: string, index = objectIndex(view)): string {
  if (ref === "A" || ref === "B") return ref === view.you ? "you" : view.players[ref].name;
  const o = index.get(ref);
  if (o) return o.name;
  const s = view.stack.find((i) => i.id === ref);
  if (s) return `${s.name} (on the stack)`;
  const named = view.decision?.cards?.find((c) => c.id === ref);
  return named ? named.name : "a hidden card";
}

/**
 * The cast option for a hand card: its own, or (identical cards give identical options) one of
 * a card of the same name, made to stand for this one.
 */
export function castOptions(view: PlayerView, legal: Legal, card: CardView): CastOption[] {
  if (!legal) return [];
  const own = legal.cast.filter((o) => o.card === card.id);
  if (own.length) return own;
  const hand = view.players[view.you].hand ?? [];
  if (!hand.some((c) => c.id === card.id)) return [];
  return legal.cast.filter((o) => o.name === card.name).slice(0, 1).map((o) => ({ ...o, card: card.id }));
}

export function playOption(legal: Legal, card: CardView): boolean {
  return !!legal?.play.includes(card.id);
}

export function activateOptions(legal: Legal, card: string): ActivateOption[] {
  return legal ? legal.activate.filter((o) => o.card === card) : [];
}

export function canPass(legal: Legal): boolean {
  return !!legal?.pass;
}

/** True when passing is all the player could do that matters (auto-pass may pass for them). */
export function onlyPass(_view: PlayerView, legal: Legal): boolean {
  if (!legal?.pass) return false;
  // Mana just made that may still be undone: the player is in the middle of something.
  return !legal.play.length && !legal.cast.length && legal.activate.every((a) => a.isMana) && !legal.undoMana;
}

/** Cards with something to do now, and what: highlights come from here only. */
export function actionableCards(view: PlayerView, legal: Legal): Set<string> {
  const out = new Set<string>();
  if (!legal) return out;
  const hand = view.players[view.you].hand ?? [];
  for (const id of legal.play) out.add(id);
  for (const c of legal.cast) for (const h of hand) if (h.id === c.card || h.name === c.name) out.add(h.id);
  // Lands that only make mana are not "things to do" unless paying for something.
  const paying = !!legal.payment || legal.choose?.choice.type === "pay" || legal.choose?.choice.type === "number";
  for (const a of legal.activate) if (paying || !a.isMana) out.add(a.card);
  for (const c of legal.attack?.creatures ?? []) out.add(c.id);
  for (const b of legal.block?.blockers ?? []) out.add(b.id);
  for (const id of choosableCards(legal)) out.add(id);
  return out;
}

/** The open choices of an intent, in order: mode, mana color, X (when targets depend on it), targets, X, costs. */
export type IntentStep =
  | { kind: "mode"; modes: { mode: number; text: string }[] }
  | { kind: "mana"; colors: string[] }
  | { kind: "target"; index: number; candidates: string[]; text: string }
  | { kind: "x"; values: number[] }
  | { kind: "cost"; part: number; text: string; count: number; min?: number; candidates: string[] }
  | { kind: "ready"; action: IntentAction };

export type IntentAction = {
  type: "cast" | "activate"; card: string; ability?: number; targets?: string[]; x?: number; mana?: string;
  choices?: { mode?: number }; costs?: Record<string, string[]>; manualPayment?: boolean;
};

const range = (min: number, max: number) => Array.from({ length: Math.max(0, Math.min(max, min + 40) - min + 1) }, (_, i) => min + i);

/** The target slots of an option once its mode (and, for "X targets", X) is known. */
export function slotsOf(o: Playable, mode: number | undefined, x: number | undefined, chosen: string[]): { text: string; candidates: string[]; xFor?: Record<string, number[]> }[] {
  if (o.modes) return o.modes.find((m) => m.mode === mode)?.targets ?? [];
  if (o.variableTargets) return o.variableTargets.candidates.length ? [{ text: "a target", candidates: o.variableTargets.candidates }] : [];
  if (o.xTargets) return Array.from({ length: x ?? 0 }, () => ({ text: "a target", candidates: o.xTargets!.candidates.filter((c) => !chosen.includes(c)) }));
  return o.targets;
}

/** Cost kinds asked even when the candidates are exactly the cards needed. */
export const CONFIRMED_COSTS: ReadonlySet<string> = new Set(["sacrifice", "discard"]);

export function nextStep(intent: Intent): IntentStep | null {
  const o = intent.option;
  if (o.modes && intent.mode === undefined) {
    if (!o.modes.length) return null;
    return { kind: "mode", modes: o.modes.map((m) => ({ mode: m.mode, text: m.text })) };
  }
  const act = o as ActivateOption;
  if (intent.verb === "activate" && act.mana && act.mana.length > 1 && intent.mana === undefined) return { kind: "mana", colors: act.mana };
  if (o.xTargets && intent.x === undefined) return { kind: "x", values: range(o.x?.min ?? 0, o.x?.max ?? 0) };
  const slots = slotsOf(o, intent.mode, intent.x, intent.targets);
  const i = intent.targets.length;
  if (i < slots.length) return { kind: "target", index: i, candidates: slots[i]!.candidates, text: slots[i]!.text };
  if (o.x && intent.x === undefined) {
    // Fireball's extra targets cost {1} each: they come out of X.
    const extra = o.variableTargets ? Math.max(0, intent.targets.length - 1) : 0;
    // A target "with mana value X" fixes X.
    let fixed: number[] | null = null;
    slots.forEach((s, k) => {
      const t = intent.targets[k];
      if (s.xFor && t !== undefined) fixed = fixed ? fixed.filter((v) => s.xFor![t]?.includes(v)) : [...(s.xFor[t] ?? [])];
    });
    if (fixed) return { kind: "x", values: fixed };
    // X is always asked, even when only one value is affordable: the player says how much.
    return { kind: "x", values: range(o.x.min, Math.max(o.x.min, o.x.max - extra)) };
  }
  const picks = intent.costs ?? {};
  for (let p = 0; p < o.costs.length; p++) {
    const part = o.costs[p]!;
    // "Any number of" (min below count): chosen until the player confirms, none at all included.
    const anyNumber = part.min !== undefined && part.min < part.count;
    // Tapping or exiling the only candidates is paid without choosing; a sacrifice or a discard
    // loses a card for good, so the player confirms it even when it is the only one (the cost
    // dialog says so): Goblin Grenade never takes the last Goblin unasked.
    if (!anyNumber && part.candidates.length === part.count && !CONFIRMED_COSTS.has(part.kind)) continue;
    const got = picks[part.kind] ?? [];
    const open = anyNumber ? !intent.costsDone?.includes(part.kind) : got.length < part.count;
    if (open) return { kind: "cost", part: p, text: part.text, count: part.count, ...(anyNumber ? { min: part.min } : {}), candidates: part.candidates.filter((c) => !got.includes(c)) };
  }
  const action: IntentAction = { type: intent.verb, card: intent.card };
  if (intent.verb === "activate") action.ability = act.ability;
  if (intent.targets.length) action.targets = [...intent.targets];
  const x = intent.x ?? (o.x && !o.xTargets ? o.x.min : undefined);
  if (x !== undefined) action.x = x;
  if (intent.mana !== undefined) action.mana = intent.mana;
  else if (intent.verb === "activate" && act.mana?.length === 1) action.mana = act.mana[0];
  if (intent.mode !== undefined) action.choices = { mode: intent.mode };
  if (Object.keys(picks).length) action.costs = { ...picks };
  if (intent.manual && intent.verb === "cast") action.manualPayment = true;
  return { kind: "ready", action };
}

/** All refs that any target slot of an option could take first (to light them up while dragging). */
export function anyTargets(options: Playable[]): Set<string> {
  const s = new Set<string>();
  for (const o of options) {
    for (const m of o.modes ?? []) for (const r of m.targets[0]?.candidates ?? []) s.add(r);
    for (const r of o.targets[0]?.candidates ?? []) s.add(r);
    for (const r of o.variableTargets?.candidates ?? []) s.add(r);
  }
  return s;
}

/** Whether an option can take `ref` as its first target (in some mode). */
export function takesFirstTarget(o: Playable, ref: string): number | undefined | false {
  if (o.modes) {
    const m = o.modes.find((md) => md.targets[0]?.candidates.includes(ref));
    return m ? m.mode : false;
  }
  if (o.variableTargets) return o.variableTargets.candidates.includes(ref) ? undefined : false;
  return o.targets[0]?.candidates.includes(ref) ? undefined : false;
}

export function hasTargets(o: Playable): boolean {
  return !!(o.targets.length || o.variableTargets?.candidates.length || o.xTargets || o.modes?.some((m) => m.targets.length));
}

export function attackCandidates(legal: Legal): { able: Set<string>; forced: string[] } {
  const creatures = legal?.attack?.creatures ?? [];
  return { able: new Set(creatures.map((c) => c.id)), forced: creatures.filter((c) => c.required).map((c) => c.id) };
}

/** blocker → the attackers it may block. */
export function blockCandidates(legal: Legal): Map<string, Set<string>> {
  const m = new Map<string, Set<string>>();
  for (const b of legal?.block?.blockers ?? []) m.set(b.id, new Set(b.attackers));
  return m;
}

/** How many attackers a blocker may block (Two-Headed Giant of Foriys: 2). */
export function blockLimit(legal: Legal, blocker: string): number {
  return legal?.block?.blockers.find((b) => b.id === blocker)?.max ?? 1;
}

/** Objects and players a pending question offers (cards to choose, targets to pick). */
export function choosableCards(legal: Legal): string[] {
  const c = legal?.choose?.choice;
  if (!c) return [];
  if (c.type === "cards") return [...c.from];
  if (c.type === "targets") return [...new Set(c.slots.flatMap((s) => s.candidates))];
  return [];
}

export function topOfStack(view: PlayerView): StackItemView | undefined {
  return view.stack[view.stack.length - 1];
}

/** The ability's words (from the card's current abilities, as the engine describes them). */
export function abilityText(card: CardView | undefined, ability = 1): string {
  return card?.abilities.find((a) => a.number === ability)?.text ?? `Ability ${ability}`;
}


/** "Juzám Djinn's triggered ability": an ability on the stack, never to be read as a second card. */
export function abilityLabel(item: { name: string; triggered?: true }): string {
  return `${item.name}'s ${item.triggered ? "triggered" : "activated"} ability`;
}
