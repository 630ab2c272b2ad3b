/**
 * Reading the engine's legal actions for the table: which cards can do something now, which
 * targets a spell may take, who may attack or block. Pure functions of (view, legal); the UI
 * never decides legality itself, it only filters what the host sent.
 */
import type { Action, CardView, PlayerView, StackItemView } from "../../../../engine/index";
import { cachedCardData } from "../card/card-data";
import type { CastLike, Intent } from "../../store/table-ui-slice";

export type Legal = Action[];
type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

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
  return s ? `${s.name} (on the stack)` : "a hidden card";
}

/**
 * Cast actions for a hand card. The engine offers identical cards once (by the first copy's
 * id): an action for a same-named card in the same hand stands for this one too.
 */
export function castOptions(view: PlayerView, legal: Legal, card: CardView): Of<"cast">[] {
  const hand = view.players[view.you].hand ?? [];
  const nameOf = (id: string) => hand.find((c) => c.id === id)?.name;
  return legal
    .filter((a): a is Of<"cast"> => a.type === "cast" && (a.card === card.id || nameOf(a.card) === card.name))
    .map((a) => ({ ...a, card: card.id }));
}

export function playOption(legal: Legal, card: CardView): Of<"play"> | undefined {
  return legal.find((a): a is Of<"play"> => a.type === "play" && a.card === card.id);
}

export function activateOptions(legal: Legal, card: string): Of<"activate">[] {
  return legal.filter((a): a is Of<"activate"> => a.type === "activate" && a.card === card);
}

/** A mana ability (tapping for mana does nothing by itself worth stopping for). */
export function isManaActivation(a: Action, index: Map<string, CardView>): boolean {
  if (a.type !== "activate" || a.targets?.length) return false;
  if (a.mana) return true;
  const card = index.get(a.card);
  if (!card) return false;
  if (card.types.includes("Land")) return true;
  const text = cachedCardData(card.name)?.oracleText ?? "";
  const abilities = text.split("\n").filter((l) => /^[^"]*:/.test(l));
  const line = abilities[(a.ability ?? 1) - 1] ?? "";
  return /\bAdd\b/.test(line);
}

/** True when passing is all the player could do that matters (auto-pass may pass for them). */
export function onlyPass(view: PlayerView, legal: Legal): boolean {
  if (!legal.some((a) => a.type === "pass")) return false;
  const index = objectIndex(view);
  return legal.every((a) => a.type === "pass" || a.type === "concede" || isManaActivation(a, index));
}

/** Cards with something to do now, and what: highlights come from here only. */
export function actionableCards(view: PlayerView, legal: Legal): Set<string> {
  const out = new Set<string>();
  const hand = view.players[view.you].hand ?? [];
  const index = objectIndex(view);
  const decision = view.decision?.player === view.you ? view.decision : null;
  for (const a of legal) {
    switch (a.type) {
      case "play":
        out.add(a.card);
        break;
      case "cast": {
        const name = hand.find((c) => c.id === a.card)?.name;
        for (const c of hand) if (c.id === a.card || c.name === name) out.add(c.id);
        break;
      }
      case "activate":
        // Lands that only make mana are not "things to do" unless paying for a spell.
        if (decision?.kind === "payment" || !isManaActivation(a, index)) out.add(a.card);
        break;
      case "attack":
        for (const id of a.attackers) out.add(id);
        break;
      case "block":
        for (const b of a.blocks) out.add(b.blocker);
        break;
      case "choose":
        for (const id of a.cards ?? []) out.add(id);
        break;
    }
  }
  return out;
}

/** The choices of an intent still open, in order: mode, mana color, targets, X. */
export type IntentStep =
  | { kind: "mode"; modes: number[] }
  | { kind: "mana"; colors: string[] }
  | { kind: "target"; index: number; candidates: string[] }
  | { kind: "x"; values: number[] }
  | { kind: "ready"; action: CastLike };

export function narrow(intent: Intent): CastLike[] {
  return intent.options.filter(
    (o) =>
      (intent.mode === undefined || o.choices?.mode === intent.mode) &&
      (intent.mana === undefined || (o.type === "activate" && o.mana === intent.mana)) &&
      intent.targets.every((t, i) => o.targets?.[i] === t),
  );
}

export function nextStep(intent: Intent): IntentStep | null {
  const opts = narrow(intent);
  if (!opts.length) return null;
  const distinct = <T,>(xs: (T | undefined)[]) => [...new Set(xs.filter((x): x is T => x !== undefined))];
  const modes = distinct(opts.map((o) => o.choices?.mode));
  if (intent.mode === undefined && modes.length > 1) return { kind: "mode", modes: modes.sort((a, b) => a - b) };
  const colors = distinct(opts.map((o) => (o.type === "activate" ? o.mana : undefined)));
  if (intent.mana === undefined && colors.length > 1) return { kind: "mana", colors };
  const i = intent.targets.length;
  const withMore = opts.filter((o) => (o.targets?.length ?? 0) > i);
  if (withMore.length) return { kind: "target", index: i, candidates: distinct(withMore.map((o) => o.targets![i])) };
  const xs = distinct(opts.map((o) => o.x)).sort((a, b) => a - b);
  if (intent.x === undefined && xs.length > 1) return { kind: "x", values: xs };
  const pick = opts.find((o) => intent.x === undefined || o.x === intent.x) ?? opts[0]!;
  const action = { ...pick, ...(intent.x !== undefined ? { x: intent.x } : {}) } as CastLike;
  if (intent.manual && action.type === "cast") (action as Of<"cast">).manualPayment = true;
  return { kind: "ready", action };
}

/** All refs that any option of a card could target (to light them up while dragging). */
export function anyTargets(options: CastLike[]): Set<string> {
  const s = new Set<string>();
  for (const o of options) for (const t of o.targets ?? []) s.add(t);
  return s;
}

export function attackCandidates(legal: Legal): { able: Set<string>; forced: string[] } {
  const attacks = legal.filter((a): a is Of<"attack"> => a.type === "attack");
  const able = new Set(attacks.flatMap((a) => a.attackers));
  const forced = attacks.length ? [...able].filter((id) => attacks.every((a) => a.attackers.includes(id))) : [];
  return { able, forced };
}

/** blocker → the attackers it may block (from the engine's block combinations). */
export function blockCandidates(legal: Legal): Map<string, Set<string>> {
  const m = new Map<string, Set<string>>();
  for (const a of legal) {
    if (a.type !== "block") continue;
    for (const b of a.blocks) {
      if (!m.has(b.blocker)) m.set(b.blocker, new Set());
      m.get(b.blocker)!.add(b.attacker);
    }
  }
  return m;
}

/** Cards a `choose {cards}` decision offers (discard, search, source, Balance, bottom). */
export function choosableCards(legal: Legal): string[] {
  return [...new Set(legal.flatMap((a) => (a.type === "choose" ? (a.cards ?? []) : [])))];
}

export function topOfStack(view: PlayerView): StackItemView | undefined {
  return view.stack[view.stack.length - 1];
}

/** The ability's words from the Oracle text, for menus ("{T}: Add {G}."). */
export function abilityText(name: string, ability = 1): string {
  const text = cachedCardData(name)?.oracleText ?? "";
  const lines = text.split("\n").filter((l) => /^[^"]*:/.test(l));
  return lines[ability - 1] ?? `Ability ${ability}`;
}

/** "Choose one —" lines of a modal spell. */
export function modeText(name: string, mode: number): string {
  const text = cachedCardData(name)?.oracleText ?? "";
  const bullets = text.split("\n").filter((l) => l.trim().startsWith("•"));
  return bullets[mode - 1]?.replace(/^\s*•\s*/, "") ?? `Mode ${mode}`;
}
