/** apply(state, action): validates a player's decision against the rules and plays it out. */
import type { Action, ApplyResult, PlayerId, Rejection } from "../types";
import { other, PLAYERS } from "../types";
import { specialManaOf } from "./mana-pool";
import { markBeforeActivation, recordManaUndo, undoMana } from "./mana-undo";
import { activate, abilityOf, cancelManualPayment, castSpell, completeManualPayment, announceCast, playLand } from "./cast";
import { checkAssignment, checkAttack, checkBlocks, declareAttackers, declareBlockers, pendingAssignments } from "./combat";
import { checkBands } from "./banding";
import { cloneState, shareObjects } from "./clone";
import { checkAnswer } from "./decisions";
import { Illegal } from "./errors";
import { advance, beginStep, continueCombatDamage, continueResolving, drawStepDraw, finishCleanup, givePriority, passPriority } from "./flow";
import { Game, NeedDecision } from "./game";
import { NeedRandom } from "./rng";
import { NeedReveal } from "./showing";
import { openAtStart, showNewlyOpen } from "./open-cards";
import { answererOf, type Answer, type Decision, type GameState, type Resume } from "./state";
import { checkPlayAction, controllerOfPlayer, playAnswerOf } from "./player-control";
import { answerTriggerMode, answerTriggerOrder, answerTriggerTargets } from "./triggers";
import { answerLegendRule } from "./sba";
import { answerUntap } from "./untap";
import { askBlockingPiles } from "./piles";
import { settleSubgames, subgameDepth, wantsSubgame } from "./subgame";

export { cloneState };

const reject = (code: Rejection["code"], message: string): ApplyResult<GameState> => ({ ok: false, rejection: { code, message } });

export function applyAction(state: GameState, action: Action): ApplyResult<GameState> {
  const shape = checkShape(action);
  if (shape) return reject("bad_action", shape);
  if (state.outcome) return reject("game_over", "The game is over");
  const next = cloneState(state);
  Game.shareCache(state, next);
  const r = performOn(next, action, state);
  // The result shares objects with later states in turn: what this action copied is frozen now.
  if (r.ok) shareObjects(r.state);
  return r;
}

/**
 * applyAction without the copy, for simulations that no longer need the state before: the
 * action is played on `state` itself. After a rejection `state` may be half changed and must be
 * discarded. An action that raises a question in the middle of an operation (CR 616.1) needs the
 * state from before it, which is gone: it is rejected with "needs_copy".
 */
export function applyActionInPlace(state: GameState, action: Action): ApplyResult<GameState> {
  const shape = checkShape(action);
  if (shape) return reject("bad_action", shape);
  if (state.outcome) return reject("game_over", "The game is over");
  return performOn(state, action, null);
}

/** The action being replayed with answers to the questions it raised, if any. */
type ReplayChain = Extract<Resume, { at: "replay" }>;

function performOn(next: GameState, action: Action, original: GameState | null): ApplyResult<GameState> {
  const g = new Game(next);
  const chain: { current: ReplayChain | null } = { current: null };
  try {
    openAtStart(g); // CR 701.20a: cards a rule keeps revealed (open-cards.ts)
    perform(g, action, chain);
    showNewlyOpen(g);
    // CR 729: a subgame starts, or one (or more, nested) ended: go on with the innermost game.
    if ((next.main && next.outcome) || wantsSubgame(next)) return { ok: true, state: settleSubgames(next, g.events, action.type === "concede" ? action.player : undefined), events: g.events };
  } catch (e) {
    if (e instanceof Illegal) return reject(e.code, e.message);
    if (e instanceof NeedRandom) return reject("needs_random", `${e.message}: give it with withRandom and apply the action again`);
    if (e instanceof NeedReveal) return { ok: false, rejection: { code: "needs_reveal", message: `${e.message}: show them, tell the copy with withShown and apply the action again`, reveal: { cards: [...e.cards], to: e.to } } };
    if (e instanceof NeedDecision) {
      // A question in the middle of an operation: the game stays as it was before the action,
      // with the question pending; the answer replays the action (see Resume "replay").
      if (!original) return reject("needs_copy", "This action asks a question midway; apply it on a copy of the state");
      const base = chain.current ?? { at: "replay" as const, action, answers: [], decision: original.decision, priority: original.priority };
      const s1 = cloneState(original);
      const by = controllerOfPlayer(next, e.player); // CR 723.5: asked as the state stood when asking
      s1.decision = { kind: "choose", player: e.player, prompt: e.prompt, choice: e.choice, resume: base, ...(e.source ? { source: e.source } : {}), ...(by !== e.player ? { by } : {}) };
      s1.priority = null;
      return { ok: true, state: s1, events: [{ type: "question", text: e.prompt, player: e.player }] };
    }
    throw e;
  }
  return { ok: true, state: next, events: g.events };
}

function perform(g: Game, action: Action, chain: { current: ReplayChain | null }): void {
  const s = g.state;
  let a = action;
  let p = a.player;
  // Undoable mana lasts until anything else is done (mana-undo.ts): every action clears it.
  const undo = s.manaUndo;
  if (undo) s.manaUndo = undefined;
  if (a.type === "undoMana") return undoMana(g, p, undo);
  if (a.type === "concede") {
    // CR 104.3a: a player can concede at any time.
    s.priority = null;
    s.decision = null;
    g.endGame(other(p), `${g.player(p).name} conceded`, `${g.player(p).name} concedes`);
    return;
  }
  const d = s.decision;
  if (d) {
    const by = answererOf(d);
    if (by !== p) {
      // CR 723.5: a controlled player's decisions are made by their controller, not by them.
      if (d.player === p) throw new Illegal("not_allowed", `${g.player(by).name} controls you and makes this decision: ${decisionWords(d)}`);
      throw new Illegal("not_allowed", `Waiting for ${g.player(by).name} to ${decisionWords(d)}`);
    }
    // The controller acts as the controlled player: the action is theirs (CR 723.5a: their resources).
    if (by !== d.player) {
      a = { ...a, player: d.player } as Action;
      p = d.player;
    }
    // CR 605.3a: mana abilities may be activated while paying a cost or deciding to pay one.
    if (a.type === "activate" && (d.kind === "payment" || (d.kind === "choose" && (d.choice.type === "pay" || d.choice.type === "number")))) {
      const o = g.obj(a.card);
      if (o && o.zone === "battlefield" && abilityOf(g, o, a.ability ?? 1)?.def.mana) {
        const mark = markBeforeActivation(g, p);
        activate(g, a);
        return recordManaUndo(g, p, o.id, mark, undo);
      }
      if (o && specialManaOf(g, p, o.id)) return activate(g, a); // Channel (mana-pool.ts)
      throw new Illegal("not_allowed", "Only mana abilities can be activated while paying");
    }
    return answerDecision(g, d, a, chain);
  }
  if (s.priority !== p) {
    throw new Illegal("not_allowed", s.priority ? `It is ${g.player(s.priority).name}'s priority, not yours` : "No one has priority now");
  }
  switch (a.type) {
    case "pass":
      return passPriority(g, p);
    case "play":
      playLand(g, p, a.card);
      s.passed = [];
      return givePriority(g, p);
    case "cast":
      castSpell(g, a);
      if (s.decision) return; // manual payment under way
      return givePriority(g, p); // CR 117.3c
    case "activate": {
      const mark = markBeforeActivation(g, p);
      activate(g, a);
      s.passed = [];
      if (s.decision) return; // an opponent chooses a target
      givePriority(g, p);
      return recordManaUndo(g, p, a.card, mark, undo); // only a mana ability with no other effect is recorded
    }
    case "cancel":
      throw new Illegal("not_allowed", "There is no spell being paid for to cancel");
    default:
      throw new Illegal("not_allowed", `You can't ${a.type} now: you have priority (pass, play a land, cast a spell or activate an ability)`);
  }
}

function decisionWords(d: Decision): string {
  switch (d.kind) {
    case "mulligan": return "decide on a mulligan";
    case "declare_attackers": return "declare attackers";
    case "declare_blockers": return "declare blockers";
    case "payment": return "finish paying for a spell";
    case "assign_damage": return "assign combat damage";
    case "choose": return `answer: ${d.prompt}`;
  }
}

function answerDecision(g: Game, d: Decision, a: Action, chain: { current: ReplayChain | null }): void {
  const s = g.state;
  const p = a.player;
  switch (d.kind) {
    case "mulligan":
      if (a.type !== "mulligan" && a.type !== "keep") throw new Illegal("not_allowed", "Decide first: keep your hand or take a mulligan");
      return mulliganDecision(g, p, a.type === "mulligan");
    case "declare_attackers": {
      if (a.type !== "attack") throw new Illegal("not_allowed", "Declare your attackers first");
      // CR 702.22c: bands are declared with the attackers; a band's members attack.
      const bands = a.bands ?? [];
      const attackers = bands.length ? [...new Set([...a.attackers, ...bands.flat()])] : a.attackers;
      const why = checkAttack(g, attackers) ?? (bands.length ? checkBands(g, attackers, bands) : null);
      if (why) throw new Illegal("not_allowed", `Illegal attack: ${why}`);
      s.decision = null;
      declareAttackers(g, attackers, bands);
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
      // Any creature whose damage this player divides now may be answered first (CR 510.1).
      if (a.type !== "assign" || (a.attacker !== d.attacker && !pendingAssignments(g).some((x) => x.id === a.attacker && x.player === d.player))) throw new Illegal("not_allowed", `Assign ${g.obj(d.attacker)?.name}'s combat damage first`);
      const why = checkAssignment(g, g.obj(a.attacker)!, a.damage);
      if (why) throw new Illegal("not_allowed", `Illegal damage assignment: ${why}`);
      s.assignments[a.attacker] = { ...a.damage };
      s.decision = null;
      return continueCombatDamage(g);
    }
    case "payment": {
      if (a.type === "cancel") return cancelManualPayment(g);
      if (a.type !== "choose" || a.value !== true) throw new Illegal("not_allowed", `Pay ${d.cost} (activate mana abilities, then confirm) or cancel the spell`);
      completeManualPayment(g, p, d.cost, d.item);
      s.decision = null;
      const item = s.stack.find((i) => i.id === d.item);
      announceCast(g, p, d.item, item?.targets ?? []);
      return givePriority(g, p);
    }
    case "choose": {
      if (d.resume.at === "subgame") throw new Illegal("not_allowed", "The subgame is being played: the main game resumes when it ends (CR 729.1a)");
      if (d.choice.type === "play") {
        // Word of Command: the chosen card is played with a `cast` (or `play`) action naming it,
        // or a `choose` giving its targets (`cards`) and X or mode (`value`).
        checkPlayAction(g, d.choice.card, a);
        const play = playAnswerOf(a);
        const answer: Answer = play ? { play } : { ...(a.type === "choose" && a.cards ? { cards: a.cards } : {}), ...(a.type === "choose" && a.value !== undefined ? { value: a.value } : {}) };
        return resume(g, d, answer, chain);
      }
      if (a.type !== "choose") throw new Illegal("not_allowed", d.prompt);
      const answer: Answer = { ...(a.cards ? { cards: a.cards } : {}), ...(a.value !== undefined ? { value: a.value } : {}), ...(a.order ? { order: a.order } : {}) };
      const bad = checkAnswer(g, d.choice, answer);
      if (bad) throw new Illegal("bad_action", bad);
      return resume(g, d, answer, chain);
    }
  }
}

/** Goes on from where the game stopped to ask. */
function resume(g: Game, d: Extract<Decision, { kind: "choose" }>, answer: Answer, chain: { current: ReplayChain | null }): void {
  const s = g.state;
  const r = d.resume;
  s.decision = null;
  switch (r.at) {
    case "resolve": {
      const top = s.stack[s.stack.length - 1];
      if (!top || top.id !== r.item || !top.progress) throw new Illegal("not_allowed", "Nothing is waiting for that answer");
      top.progress.answers.push(answer);
      return continueResolving(g);
    }
    case "replay": {
      // Back to the moment before the action that raised the question, and play it again with the answers.
      const next: ReplayChain = { ...r, answers: [...r.answers, answer] };
      chain.current = next;
      s.decision = r.decision;
      s.priority = r.priority;
      g.replayAnswers = [...next.answers];
      return perform(g, r.action, chain);
    }
    case "trigger_order": {
      const items = d.choice.type === "order" ? d.choice.items : [];
      const bad = answerTriggerOrder(g, r.player, answer, items);
      if (bad) throw new Illegal("bad_action", bad);
      return givePriority(g, r.priority);
    }
    case "trigger_choice": {
      const bad = d.choice.type === "mode" ? answerTriggerMode(g, r.trigger, answer) : answerTriggerTargets(g, r.trigger, answer);
      if (bad) throw new Illegal("bad_action", bad);
      return givePriority(g, r.priority);
    }
    case "opponent_target": {
      const item = s.stack.find((i) => i.id === r.item);
      if (!item || d.choice.type !== "targets") throw new Illegal("not_allowed", "Nothing is waiting for that answer");
      item.targets = [...item.targets, ...(answer.cards ?? [])];
      return givePriority(g, item.controller); // CR 117.3c: the activating player receives priority
    }
    case "cleanup_discard": {
      const p = d.player;
      for (const c of answer.cards ?? []) g.discard(p, c, { notEffect: true }); // CR 514.1: not an effect
      finishCleanup(g); // CR 514.1 then 514.2
      if (!s.decision && !s.priority && !s.outcome) advance(g);
      return;
    }
    case "draw_step":
      return drawStepDraw(g, [...r.answers, answer]);
    case "mulligan_bottom": {
      for (const c of answer.cards ?? []) g.move(c, "library", { bottom: true }); // CR 103.5: London mulligan
      return askBottom(g);
    }
    case "legend_rule":
      // CR 704.5j: the choice is used by the state-based actions checked again now.
      answerLegendRule(g, [...r.kept, ...(answer.cards ?? [])]);
      return givePriority(g, r.priority);
    case "subgame":
      throw new Illegal("not_allowed", "The subgame is being played: the main game resumes when it ends (CR 729.1a)");
    case "untap":
    case "untap_limit":
      // CR 502.3: once the active player has determined what untaps, it untaps; the turn goes on.
      if (answerUntap(g, r, answer)) advance(g);
      return;
    case "blocking_piles":
      // Camouflage: the next pile, or the random assignment and the blocks (core/piles.ts).
      if (askBlockingPiles(g, [...r.piles, answer.cards ?? []])) givePriority(g, s.turn.active);
      return;
  }
}

// ---- opening hands (CR 103.5: London mulligan) -----------------------------------------------

function mulliganDecision(g: Game, p: PlayerId, mulligan: boolean): void {
  const s = g.state;
  const pl = g.player(p);
  if (mulligan) {
    if (pl.mulligans >= 7) throw new Illegal("not_allowed", "You can't mulligan any further");
    for (const c of [...pl.hand]) g.move(c, "library");
    g.shuffleQuietly(p);
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
    if (pl.mulligans > 0 && !pl.bottomed) {
      pl.bottomed = true;
      const count = Math.min(pl.mulligans, pl.hand.length);
      if (count > 0) {
        s.decision = {
          kind: "choose", player: q, prompt: `Choose ${count} card${count > 1 ? "s" : ""} to put on the bottom of your library`,
          choice: { type: "cards", from: [...pl.hand], min: count, max: count, ordered: true }, resume: { at: "mulligan_bottom" },
        };
        return;
      }
    }
  }
  startFirstTurn(g);
}

function startFirstTurn(g: Game): void {
  const s = g.state;
  s.turn = { number: 1, active: s.firstPlayer, step: "untap", serial: s.turn.serial };
  g.emit("turn", `${s.main ? "Subgame turn" : "Turn"} 1: ${g.player(s.firstPlayer).name}'s turn`, { turn: 1, player: s.firstPlayer, ...(s.main ? { subgame: subgameDepth(s) } : {}) });
  beginStep(g, "untap");
  advance(g);
}

// ---- shape validation ------------------------------------------------------------------------

const isStr = (x: unknown) => typeof x === "string" && x.length > 0 && x.length < 200;
const isRefList = (x: unknown, max = 200) => Array.isArray(x) && x.length <= max && x.every(isStr);

function costsShape(x: unknown): string | null {
  if (x === undefined) return null;
  if (!x || typeof x !== "object" || Array.isArray(x)) return `"costs" must be an object`;
  for (const [k, v] of Object.entries(x as Record<string, unknown>)) {
    if (["sacrifice", "discard", "exile", "tap", "untap", "return"].includes(k)) { if (!isRefList(v)) return `"costs.${k}" must be a list of references`; }
    else if (k === "life") { if (typeof v !== "number" || !Number.isInteger(v) || v < 0) return `"costs.life" must be a whole number`; }
    else if (k === "counters") { if (!isAmountMap(v)) return `"costs.counters" must map counter kinds to whole numbers`; }
    else return `"costs.${k}" is not a kind of cost`;
  }
  return null;
}

/**
 * The fields each kind of action may carry. Anything else is refused: an action comes from the
 * other player's program in a network match, and what it carries is signed and logged for good.
 */
const ACTION_FIELDS: Record<string, readonly string[]> = {
  pass: [], cancel: [], mulligan: [], keep: [], concede: [], undoMana: [],
  play: ["card"],
  cast: ["card", "targets", "x", "pay", "manualPayment", "choices", "costs"],
  activate: ["card", "ability", "targets", "x", "mana", "pay", "choices", "costs"],
  attack: ["attackers", "bands"],
  block: ["blocks"],
  assign: ["attacker", "damage"],
  choose: ["cards", "value", "order"],
};
const CHOICE_FIELDS = ["mode", "color", "divide"];
const isSmallInt = (v: unknown, min = 0) => typeof v === "number" && Number.isInteger(v) && v >= min && v <= 1_000_000;

/** Extra fields, if any: a field the action's kind does not have. */
function unknownField(x: Record<string, unknown>, allowed: readonly string[]): string | null {
  for (const k of Object.keys(x)) if (k !== "type" && k !== "player" && !allowed.includes(k)) return k;
  return null;
}

/** A map of references to whole numbers (damage assignment, division). */
function isAmountMap(v: unknown): boolean {
  if (!v || typeof v !== "object" || Array.isArray(v)) return false;
  const entries = Object.entries(v as Record<string, unknown>);
  return entries.length <= 200 && entries.every(([k, n]) => isStr(k) && isSmallInt(n));
}

/** Rejects malformed actions (from a file, the network or the UI) with a clear message. */
function checkShape(a: unknown): string | null {
  if (!a || typeof a !== "object" || Array.isArray(a)) return "An action must be an object";
  const x = a as Record<string, unknown>;
  if (!PLAYERS.includes(x.player as PlayerId)) return `Action "player" must be "A" or "B"`;
  const fields = ACTION_FIELDS[String(x.type)];
  const extra = fields ? unknownField(x, fields) : null;
  if (extra !== null) return `A "${String(x.type)}" action has no field "${extra.slice(0, 40)}"`;
  switch (x.type) {
    case "pass": case "cancel": case "mulligan": case "keep": case "concede": case "undoMana":
      return null;
    case "play":
      return isStr(x.card) ? null : `"play" needs a card`;
    case "cast": case "activate":
      if (!isStr(x.card)) return `"${x.type}" needs a card`;
      if (x.targets !== undefined && !isRefList(x.targets)) return `"targets" must be a list of references`;
      if (x.pay !== undefined && !isRefList(x.pay)) return `"pay" must be a list of references`;
      if (x.x !== undefined && (typeof x.x !== "number" || !Number.isInteger(x.x) || x.x < 0)) return `"x" must be a whole number of 0 or more`;
      if (x.ability !== undefined && (typeof x.ability !== "number" || !Number.isInteger(x.ability) || x.ability < 1)) return `"ability" must be a number from 1`;
      if (x.choices !== undefined) {
        if (!x.choices || typeof x.choices !== "object" || Array.isArray(x.choices)) return `"choices" must be an object`;
        const c = x.choices as Record<string, unknown>;
        const bad = unknownField(c, CHOICE_FIELDS);
        if (bad !== null) return `"choices" has no field "${bad.slice(0, 40)}"`;
        if (c.mode !== undefined && !isSmallInt(c.mode, 1)) return `"choices.mode" must be a number from 1`;
        if (c.color !== undefined && !["W", "U", "B", "R", "G"].includes(c.color as string)) return `"choices.color" must be W, U, B, R or G`;
        if (c.divide !== undefined && !isAmountMap(c.divide)) return `"choices.divide" must map references to whole numbers`;
      }
      if (x.manualPayment !== undefined && typeof x.manualPayment !== "boolean") return `"manualPayment" must be true or false`;
      if (x.mana !== undefined && (typeof x.mana !== "string" || x.mana.length > 20)) return `"mana" must be a short text such as "R"`;
      return costsShape(x.costs);
    case "attack":
      if (!isRefList(x.attackers)) return `"attack" needs a list of attackers`;
      if (x.bands !== undefined && (!Array.isArray(x.bands) || !x.bands.every((b) => isRefList(b)))) return `"bands" must be a list of lists of references`;
      return null;
    case "block":
      return Array.isArray(x.blocks) && x.blocks.length <= 400 && x.blocks.every((b) => b && typeof b === "object" && isStr((b as Record<string, unknown>).blocker) && isStr((b as Record<string, unknown>).attacker) && unknownField(b as Record<string, unknown>, ["blocker", "attacker"]) === null) ? null : `"block" needs a list of {blocker, attacker}`;
    case "assign":
      return isStr(x.attacker) && isAmountMap(x.damage) ? null : `"assign" needs an attacker and a damage map of whole numbers`;
    case "choose":
      if (x.cards !== undefined && !isRefList(x.cards)) return `"cards" must be a list of references`;
      if (x.order !== undefined && !isRefList(x.order)) return `"order" must be a list of references`;
      if (x.value !== undefined && !["boolean", "number", "string"].includes(typeof x.value)) return `"value" must be true/false, a number or a word`;
      if (typeof x.value === "string" && x.value.length > 40) return `"value" is too long`;
      return null;
    default:
      return `Unknown action type "${String(x.type)}"`;
  }
}
