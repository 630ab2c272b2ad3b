/** apply(state, action): validates a player's decision against the rules and plays it out. */
import type { Action, ApplyResult, PlayerId, Rejection } from "../types";
import { other, PLAYERS } from "../types";
import type { Answer } from "../cards/types";
import { activate, cancelManualPayment, castSpell, completeManualPayment, Illegal, playLand, abilityOf } from "./cast";
import { checkAssignment, checkAttack, checkBlocks, declareAttackers, declareBlockers } from "./combat";
import { advance, beginStep, continueCombatDamage, finishCleanup, givePriority, passPriority } from "./flow";
import { Game } from "./game";
import { resolveTop } from "./resolve";
import type { GameState } from "./state";
import { shuffle } from "./rng";

/** Deep copy of plain JSON data; several times faster than a JSON round trip on game states. */
function deepCopy<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = deepCopy(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = deepCopy(x);
  }
  return out as T;
}

export function cloneState(s: GameState): GameState {
  return deepCopy(s);
}

const reject = (code: Rejection["code"], message: string): ApplyResult<GameState> => ({ ok: false, rejection: { code, message } });

export function applyAction(state: GameState, action: Action): ApplyResult<GameState> {
  const shape = checkShape(action);
  if (shape) return reject("bad_action", shape);
  if (state.outcome) return reject("game_over", "The game is over");
  return performOn(cloneState(state), action);
}

/**
 * applyAction without the copy, for simulations that no longer need the state before: the
 * action is played on `state` itself. After a rejection `state` may be half changed and must be
 * discarded (a rejection is found while performing, after earlier changes).
 */
export function applyActionInPlace(state: GameState, action: Action): ApplyResult<GameState> {
  const shape = checkShape(action);
  if (shape) return reject("bad_action", shape);
  if (state.outcome) return reject("game_over", "The game is over");
  return performOn(state, action);
}

function performOn(next: GameState, action: Action): ApplyResult<GameState> {
  const g = new Game(next);
  try {
    perform(g, action);
  } catch (e) {
    if (e instanceof Illegal) return reject(e.code, e.message);
    throw e;
  }
  return { ok: true, state: next, events: g.events };
}

function perform(g: Game, a: Action): void {
  const s = g.state;
  const p = a.player;
  if (a.type === "concede") {
    // CR 104.3a: a player can concede at any time.
    s.outcome = { winner: other(p), reason: `${g.player(p).name} conceded` };
    s.priority = null;
    s.decision = null;
    g.emit("game_over", `${g.player(p).name} concedes`);
    return;
  }
  const d = s.decision;
  if (d) {
    if (d.player !== p) throw new Illegal("not_allowed", `Waiting for ${g.player(d.player).name} to ${decisionWords(d.kind)}`);
    // CR 605.3a: mana abilities may be activated while paying a cost.
    if (a.type === "activate" && (d.kind === "payment" || (d.kind === "choose" && d.choice.type === "pay"))) {
      const o = g.obj(a.card);
      if (o && abilityOf(o, a.ability ?? 1)?.mana) return activate(g, a);
    }
    return answerDecision(g, a);
  }
  if (s.priority !== p) {
    throw new Illegal("not_allowed", s.priority ? `It is ${g.player(s.priority).name}'s priority, not yours` : "No one has priority now");
  }
  switch (a.type) {
    case "pass":
      return passPriority(g, p, (gg) => resolveTop(gg));
    case "play":
      playLand(g, p, a.card);
      s.passed = [];
      return givePriority(g, p);
    case "cast":
      castSpell(g, a);
      if (s.decision) return; // manual payment under way
      return givePriority(g, p); // CR 117.3c
    case "activate": {
      activate(g, a);
      s.passed = [];
      return givePriority(g, p);
    }
    case "cancel":
      throw new Illegal("not_allowed", "There is no spell being paid for to cancel");
    default:
      throw new Illegal("not_allowed", `You can't ${a.type} now: you have priority (pass, play a land, cast a spell or activate an ability)`);
  }
}

function decisionWords(kind: string): string {
  return ({
    mulligan: "decide on a mulligan", bottom: "put cards on the bottom", declare_attackers: "declare attackers",
    declare_blockers: "declare blockers", payment: "finish paying for a spell", assign_damage: "assign combat damage", discard: "discard", choose: "make a choice",
  } as Record<string, string>)[kind] ?? kind;
}

function answerDecision(g: Game, a: Action): void {
  const s = g.state;
  const d = s.decision!;
  const p = a.player;
  switch (d.kind) {
    case "mulligan":
      if (a.type !== "mulligan" && a.type !== "keep") throw new Illegal("not_allowed", "Decide first: keep your hand or take a mulligan");
      return mulliganDecision(g, p, a.type === "mulligan");
    case "bottom": {
      if (a.type !== "choose" || !a.cards) throw new Illegal("not_allowed", `Choose ${d.count} card(s) to put on the bottom of your library`);
      const hand = g.player(p).hand;
      if (a.cards.length !== d.count || new Set(a.cards).size !== d.count || !a.cards.every((c) => hand.includes(c))) {
        throw new Illegal("bad_action", `Choose exactly ${d.count} different card(s) from your hand`);
      }
      for (const c of a.cards) g.move(c, "library", { bottom: true }); // CR 103.5: London mulligan
      s.decision = null;
      return startAfterMulligans(g);
    }
    case "declare_attackers": {
      if (a.type !== "attack") throw new Illegal("not_allowed", "Declare your attackers first");
      const why = checkAttack(g, a.attackers);
      if (why) throw new Illegal("not_allowed", `Illegal attack: ${why}`);
      s.decision = null;
      declareAttackers(g, a.attackers);
      return givePriority(g, s.turn.active);
    }
    case "declare_blockers": {
      if (a.type !== "block") throw new Illegal("not_allowed", "Declare your blockers first");
      const why = checkBlocks(g, a.blocks);
      if (why) throw new Illegal("not_allowed", `Illegal block: ${why}`);
      s.decision = null;
      declareBlockers(g, a.blocks);
      return givePriority(g, s.turn.active);
    }
    case "assign_damage": {
      if (a.type !== "assign" || a.attacker !== d.attacker) throw new Illegal("not_allowed", `Assign ${g.obj(d.attacker)?.name}'s combat damage first`);
      const why = checkAssignment(g, g.obj(d.attacker)!, a.damage);
      if (why) throw new Illegal("not_allowed", `Illegal damage assignment: ${why}`);
      s.assignments[d.attacker] = { ...a.damage };
      s.decision = null;
      return continueCombatDamage(g);
    }
    case "discard": {
      if (a.type !== "choose" || !a.cards) throw new Illegal("not_allowed", `Choose ${d.count} card(s) to discard`);
      const hand = g.player(p).hand;
      if (a.cards.length !== d.count || new Set(a.cards).size !== d.count || !a.cards.every((c) => hand.includes(c))) {
        throw new Illegal("bad_action", `Discard exactly ${d.count} different card(s) from your hand`);
      }
      for (const c of a.cards) g.discard(p, c);
      s.decision = null;
      finishCleanup(g); // CR 514.1 then 514.2
      if (!s.decision && !s.priority && !s.outcome) advance(g);
      return;
    }
    case "payment": {
      if (a.type === "cancel") return cancelManualPayment(g);
      if (a.type !== "choose" || a.value !== true) throw new Illegal("not_allowed", `Pay ${d.cost} (activate mana abilities, then confirm) or cancel the spell`);
      completeManualPayment(g, p, d.cost);
      s.decision = null;
      const spell = g.obj(d.item);
      g.emit("cast", `${g.player(p).name} casts ${spell?.name ?? "a spell"}`, { player: p, object: d.item });
      return givePriority(g, p);
    }
    case "choose": {
      if (a.type !== "choose") throw new Illegal("not_allowed", d.prompt);
      const answer: Answer = { cards: a.cards, value: a.value };
      s.decision = null;
      resolveTop(g, answer);
      if (!s.decision && !s.outcome) givePriority(g, s.turn.active); // CR 117.3b
      return;
    }
  }
}

// ---- opening hands (CR 103.5: London mulligan) -----------------------------------------------

function mulliganDecision(g: Game, p: PlayerId, mulligan: boolean): void {
  const s = g.state;
  const pl = g.player(p);
  if (mulligan) {
    if (pl.mulligans >= 7) throw new Illegal("not_allowed", "You can't mulligan any further");
    for (const c of [...pl.hand]) g.move(c, "library");
    shuffle(s, pl.library);
    pl.mulligans += 1;
    g.draw(p, 7);
    g.emit("mulligan", `${pl.name} takes a mulligan`, { player: p });
  } else {
    pl.kept = true;
    g.emit("keep", `${pl.name} keeps`, { player: p });
  }
  // CR 103.5: the starting player decides first, then the other; mulligans repeat until all keep.
  const first = s.firstPlayer;
  const nextUp = p === first && !g.player(other(first)).kept
    ? other(first)
    : [first, other(first)].find((q) => !g.player(q).kept);
  if (nextUp) {
    s.decision = { kind: "mulligan", player: nextUp };
    return;
  }
  s.decision = null;
  askBottom(g);
}

function askBottom(g: Game): void {
  const s = g.state;
  for (const q of [s.firstPlayer, other(s.firstPlayer)]) {
    const pl = g.player(q);
    if (pl.mulligans > 0 && !(pl as { bottomed?: boolean }).bottomed) {
      (pl as { bottomed?: boolean }).bottomed = true;
      const count = Math.min(pl.mulligans, pl.hand.length);
      if (count > 0) {
        s.decision = { kind: "bottom", player: q, count };
        return;
      }
    }
  }
  startFirstTurn(g);
}

function startAfterMulligans(g: Game): void {
  askBottom(g);
}

function startFirstTurn(g: Game): void {
  const s = g.state;
  s.turn = { number: 1, active: s.firstPlayer, step: "untap", serial: s.turn.serial };
  g.emit("turn", `Turn 1: ${g.player(s.firstPlayer).name}'s turn`, { turn: 1, player: s.firstPlayer });
  beginStep(g, "untap");
  advance(g);
}

// ---- shape validation ------------------------------------------------------------------------

const isStr = (x: unknown) => typeof x === "string" && x.length > 0 && x.length < 200;

/** Rejects malformed actions (from a file, the network or the UI) with a clear message. */
function checkShape(a: unknown): string | null {
  if (!a || typeof a !== "object") return "An action must be an object";
  const x = a as Record<string, unknown>;
  if (!PLAYERS.includes(x.player as PlayerId)) return `Action "player" must be "A" or "B"`;
  switch (x.type) {
    case "pass": case "cancel": case "mulligan": case "keep": case "concede":
      return null;
    case "play":
      return isStr(x.card) ? null : `"play" needs a card`;
    case "cast": case "activate":
      if (!isStr(x.card)) return `"${x.type}" needs a card`;
      if (x.targets !== undefined && (!Array.isArray(x.targets) || !x.targets.every(isStr))) return `"targets" must be a list of references`;
      if (x.pay !== undefined && (!Array.isArray(x.pay) || !x.pay.every(isStr))) return `"pay" must be a list of references`;
      if (x.x !== undefined && (typeof x.x !== "number" || !Number.isInteger(x.x) || x.x < 0)) return `"x" must be a whole number of 0 or more`;
      if (x.ability !== undefined && (typeof x.ability !== "number" || !Number.isInteger(x.ability) || x.ability < 1)) return `"ability" must be a number from 1`;
      return null;
    case "attack":
      return Array.isArray(x.attackers) && x.attackers.every(isStr) ? null : `"attack" needs a list of attackers`;
    case "block":
      return Array.isArray(x.blocks) && x.blocks.every((b) => b && isStr((b as Record<string, unknown>).blocker) && isStr((b as Record<string, unknown>).attacker)) ? null : `"block" needs a list of {blocker, attacker}`;
    case "assign":
      return isStr(x.attacker) && x.damage && typeof x.damage === "object" ? null : `"assign" needs an attacker and a damage map`;
    case "choose":
      if (x.cards !== undefined && (!Array.isArray(x.cards) || !x.cards.every(isStr))) return `"cards" must be a list of references`;
      return null;
    default:
      return `Unknown action type "${String(x.type)}"`;
  }
}
