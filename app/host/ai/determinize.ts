/**
 * Determinization: a complete, plausible game state built from one player's view, with the cards
 * that player cannot see (the opponent's hand, both libraries) sampled from the cards not yet seen
 * in the known decklists. It never looks at the true hidden state: its only inputs are the view,
 * the decklists (known from the handshake), the rules and a seed.
 *
 * What the view does not carry is guessed: who passed priority, the order of libraries,
 * regeneration shields and prevention shields (none), and the index of an ability on the stack.
 * `exact` is false when a guess may change what the rules do; callers then trust it less.
 */
import { cardDef } from "../../../engine/cards/registry";
import { DEFAULT_RULES } from "../../../engine/core/setup";
import type { Decision, GameObject, StackItem } from "../../../engine/core/state";
import { checkInvariants, viewFor, type GameState, type ManaSymbol, type PlayerId, type PlayerView } from "../../../engine/index";
import { otherPlayer } from "./board";
import type { AiKnowledge } from "./types";

export interface Determinization {
  state: GameState;
  /** False when a guess (an ability on the stack, a choice in progress) may matter to the rules. */
  exact: boolean;
  /** What could not be reconstructed faithfully. */
  notes: string[];
}

const numericId = (id: string) => {
  const m = /^[a-z](\d+)$/.exec(id);
  return m ? Number(m[1]) : 0;
};

function shuffled<T>(xs: T[], rand: (n: number) => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** `deck` minus the names in `seen` (as multisets). */
export function unseenCards(deck: string[], seen: string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of seen) counts.set(n, (counts.get(n) ?? 0) + 1);
  const out: string[] = [];
  for (const n of deck) {
    const c = counts.get(n) ?? 0;
    if (c > 0) counts.set(n, c - 1);
    else out.push(n);
  }
  return out;
}

/** Cards of a player that the view shows (everything but their hidden hand and library). */
export function visibleOwned(view: PlayerView, p: PlayerId): string[] {
  const pl = view.players[p];
  return [
    ...view.battlefield.filter((c) => c.owner === p).map((c) => c.name),
    ...pl.graveyard.map((c) => c.name), ...pl.exile.map((c) => c.name), ...(pl.hand ?? []).map((c) => c.name),
    ...view.stack.filter((i) => i.kind === "spell" && i.controller === p).map((i) => i.name),
  ];
}

/** A filler for hidden cards when the decklist is unknown or disagrees with the counts. */
function filler(deck: string[] | undefined): string {
  const basics = ["Island", "Swamp", "Mountain", "Forest", "Plains"];
  const counts = new Map<string, number>();
  for (const n of deck ?? []) if (basics.includes(n)) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "Island";
}

/** Samples the hidden cards of player `p`: [hand, library] names. */
export function sampleHidden(view: PlayerView, p: PlayerId, deck: string[] | undefined, rand: (n: number) => number): { hand: string[]; library: string[]; exact: boolean } {
  const pl = view.players[p];
  const needHand = pl.hand ? 0 : pl.handCount;
  const need = needHand + pl.libraryCount;
  let pool = deck ? shuffled(unseenCards(deck, visibleOwned(view, p)), rand) : [];
  const exact = !!deck && pool.length === need;
  if (pool.length > need) pool = pool.slice(0, need);
  while (pool.length < need) pool.push(filler(deck));
  return { hand: pool.slice(0, needHand), library: pool.slice(needHand), exact };
}

export function determinize(view: PlayerView, knowledge: AiKnowledge, rand: (n: number) => number): Determinization {
  const me = view.you;
  const opp = otherPlayer(me);
  const notes: string[] = [];
  let exact = true;
  const rules = { ...DEFAULT_RULES, ...(knowledge.rules ?? {}) };

  let maxId = 0;
  const ids: string[] = [];
  for (const c of view.battlefield) ids.push(c.id);
  for (const p of [me, opp]) {
    const pl = view.players[p];
    for (const c of [...pl.graveyard, ...pl.exile, ...(pl.hand ?? [])]) ids.push(c.id);
  }
  for (const i of view.stack) ids.push(i.id, i.source);
  for (const id of ids) maxId = Math.max(maxId, numericId(id));

  const state: GameState = {
    v: 1, rules, rng: (rand(0x7fffffff) + 1) >>> 0, nextId: maxId + 1, nextTimestamp: 1, cards: [], objects: {},
    players: {} as GameState["players"], battlefield: [], stack: [], turn: { ...view.turn },
    firstPlayer: view.turn.number % 2 === 1 ? view.turn.active : otherPlayer(view.turn.active),
    priority: view.priority, passed: [], decision: null, pendingTriggers: [], floating: [], shields: [],
    preventAllCombatDamage: false, extraTurns: [], combatHadFirstStrike: false, attackersDeclared: false,
    assignments: {}, outcome: view.outcome, skipDrawTurn: 1,
  };
  for (const p of [me, opp] as PlayerId[]) {
    const pl = view.players[p];
    state.players[p] = {
      id: p, name: pl.name, life: pl.life, poison: pl.poison, manaPool: [...pl.manaPool] as ManaSymbol[],
      library: [], hand: [], graveyard: [], exile: [], landsPlayed: pl.landsPlayed, drewFromEmpty: false,
      mulligans: 0, kept: view.turn.number > 0,
    };
  }

  const add = (id: string, name: string, owner: PlayerId, zone: GameObject["zone"], extra: Partial<GameObject> = {}): GameObject => {
    const o: GameObject = {
      id, card: state.cards.length, name, owner, controller: owner, baseController: owner, zone, tapped: false,
      sick: false, damage: 0, counters: {}, timestamp: state.nextTimestamp++, ...extra,
    };
    state.cards.push({ name, owner });
    state.objects[id] = o;
    if (zone === "battlefield") state.battlefield.push(id);
    else if (zone !== "stack") state.players[owner][zone].push(id);
    return o;
  };
  const fresh = () => "o" + state.nextId++;

  // Permanents, in the order they entered (the view lists them so).
  const stolen = new Set(view.battlefield.filter((c) => c.name === "Control Magic" && c.attachedTo).map((c) => c.attachedTo!));
  const inCombatFirstStrike = (view.turn.step === "first_strike_damage" || view.turn.step === "combat_damage")
    && view.battlefield.some((c) => (c.attacking || c.blocking) && (c.keywords.includes("first_strike") || c.keywords.includes("double_strike")));
  for (const c of view.battlefield) {
    const extra: Partial<GameObject> = {
      controller: c.controller, baseController: stolen.has(c.id) ? c.owner : c.controller, tapped: c.tapped, sick: c.sick,
      damage: c.damage, counters: { ...c.counters },
    };
    if (c.attachedTo) extra.attachedTo = c.attachedTo;
    if (c.attacking) extra.attacking = true;
    if (c.blocking) extra.blocking = c.blocking;
    if (c.blockedBy) { extra.blockedBy = [...c.blockedBy]; extra.blocked = c.blockedBy.length > 0; }
    if (inCombatFirstStrike && (c.attacking || c.blocking) && c.keywords.includes("first_strike") && view.turn.step === "combat_damage") extra.dealtFirstStrike = true;
    if (cardDef(c.name)?.chooseOpponentOnEntry) extra.chosen = { player: otherPlayer(c.controller) };
    if (c.name === "Animate Dead" && c.attachedTo) extra.animated = c.attachedTo;
    add(c.id, c.name, c.owner, "battlefield", extra);
  }
  state.attackersDeclared = view.battlefield.some((c) => c.attacking);
  state.combatHadFirstStrike = inCombatFirstStrike;

  // Public zones and the player's own hand.
  for (const p of [me, opp] as PlayerId[]) {
    const pl = view.players[p];
    for (const c of pl.graveyard) add(c.id, c.name, p, "graveyard");
    for (const c of pl.exile) add(c.id, c.name, p, "exile");
    for (const c of pl.hand ?? []) add(c.id, c.name, p, "hand");
  }

  // The stack, bottom first.
  for (const it of view.stack) {
    if (it.kind === "spell") {
      add(it.id, it.name, it.controller, "stack", { controller: it.controller, baseController: it.controller });
      const item: StackItem = { id: it.id, kind: "spell", name: it.name, controller: it.controller, source: it.source, targets: [...it.targets] };
      if (it.x !== undefined) item.x = it.x;
      const def = cardDef(it.name);
      if (def?.spell?.modes) {
        // The mode is not shown; the first whose targets the chosen ones fit.
        item.choices = { mode: guessMode(it.name, it.targets, view) };
        notes.push(`mode of ${it.name} guessed`);
      }
      state.stack.push(item);
    } else {
      const def = cardDef(it.name);
      const triggered = it.id.startsWith("t");
      const item: StackItem = { id: it.id, kind: "ability", name: it.name, controller: it.controller, source: it.source, targets: [...it.targets] };
      if (it.x !== undefined) item.x = it.x;
      if (triggered) {
        const triggers = def?.triggers ?? [];
        const index = Math.max(0, triggers.findIndex((t) => (t.targets?.length ?? 0) === it.targets.length));
        item.ability = { kind: "triggered", index };
        const when = triggers[index]?.when;
        const player = when?.on === "deals_damage_to_opponent" ? otherPlayer(it.controller) : view.turn.active;
        item.data = { player };
        if (triggers.length !== 1) { exact = false; notes.push(`trigger of ${it.name} guessed`); }
        else notes.push(`data of ${it.name}'s trigger guessed`);
      } else {
        const abilities = def?.abilities ?? [];
        const candidates = abilities.map((a, i) => ({ a, i })).filter(({ a }) => !a.mana && (a.targets?.length ?? 0) === it.targets.length);
        item.ability = { kind: "activated", index: candidates[0]?.i ?? 0 };
        if (candidates.length !== 1) { exact = false; notes.push(`ability of ${it.name} guessed`); }
      }
      const src = view.battlefield.find((c) => c.id === it.source);
      if (src) item.sourceColors = src.colors as StackItem["sourceColors"];
      state.stack.push(item);
    }
  }

  // Hidden cards, sampled from what has not been seen.
  for (const p of [me, opp] as PlayerId[]) {
    const deck = p === me ? knowledge.deck : knowledge.opponentDeck;
    const h = sampleHidden(view, p, deck, rand);
    if (!h.exact) { exact = false; notes.push(`${p}'s hidden cards don't match the decklist`); }
    for (const n of h.hand) add(fresh(), n, p, "hand");
    for (const n of h.library) add(fresh(), n, p, "library");
  }

  // Who passed priority in succession (not shown): the other player, when they are waiting on us.
  if (view.priority) {
    const top = view.stack[view.stack.length - 1];
    if (top ? top.controller !== view.priority : view.priority !== view.turn.active) state.passed = [otherPlayer(view.priority)];
  }
  state.decision = decisionFrom(view, state, notes, () => { exact = false; });

  // Until-end-of-turn boosts: whatever the view shows beyond what the permanents explain.
  const rebuilt = viewFor(state, me);
  const shown = new Map(view.battlefield.map((c) => [c.id, c]));
  for (const c of rebuilt.battlefield) {
    const v = shown.get(c.id);
    if (!v || v.power === undefined || c.power === undefined) continue;
    const dp = v.power - c.power;
    const dt = (v.toughness ?? 0) - (c.toughness ?? 0);
    if (dp || dt) state.floating.push({ id: state.nextId++, timestamp: state.nextTimestamp++, object: c.id, power: dp, toughness: dt });
  }
  const problems = checkInvariants(state);
  if (problems.length) { exact = false; notes.push(...problems); }
  return { state, exact, notes };
}

function guessMode(name: string, targets: string[], view: PlayerView): number {
  const t = targets[0];
  if (name === "Healing Salve") return t && (t === "A" || t === "B") ? 1 : 2;
  // Elemental Blasts: mode 1 counters a spell, mode 2 destroys a permanent.
  if (t && view.stack.some((i) => i.id === t)) return 1;
  return 2;
}

function decisionFrom(view: PlayerView, state: GameState, notes: string[], inexact: () => void): Decision | null {
  const d = view.decision;
  if (!d) return null;
  const top = state.stack[state.stack.length - 1];
  switch (d.kind) {
    case "mulligan": return { kind: "mulligan", player: d.player };
    case "bottom": return { kind: "bottom", player: d.player, count: d.count ?? 1 };
    case "declare_attackers": return { kind: "declare_attackers", player: d.player };
    case "declare_blockers": return { kind: "declare_blockers", player: d.player };
    case "assign_damage": return { kind: "assign_damage", player: d.player, attacker: d.attacker ?? "" };
    case "discard": return { kind: "discard", player: d.player, count: d.count ?? 1, reason: "cleanup" };
    case "choose": {
      const prompt = d.prompt ?? "";
      const item = top?.id ?? "";
      if (d.choiceType === "pay") return { kind: "choose", player: d.player, prompt, choice: { type: "pay", cost: /Pay (.*)\?/.exec(prompt)?.[1] ?? "{1}", item } };
      if (d.choiceType === "search") return { kind: "choose", player: d.player, prompt, choice: { type: "search", item } };
      if (d.choiceType === "source") return { kind: "choose", player: d.player, prompt, choice: { type: "source", item } };
      inexact();
      notes.push(`choice ${d.choiceType} reconstructed roughly`);
      const what = /lands/.test(prompt) ? "lands" : /hand/.test(prompt) ? "hand" : "creatures";
      const keep = Number(/choose (\d+)/.exec(prompt)?.[1] ?? 0);
      return { kind: "choose", player: d.player, prompt, choice: { type: "balance", item, what, keep, order: [d.player, otherPlayer(d.player)] } };
    }
    default:
      inexact();
      notes.push(`decision ${d.kind} not reconstructed`);
      return null;
  }
}

