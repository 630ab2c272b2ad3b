/**
 * Controlling another player (CR 723; Word of Command). Only control of the player changes (CR
 * 723.3): while a resolving stack item `controls` a player, that player's controller makes every
 * choice and decision asked of them (CR 723.5): the decision is for the controlled player and
 * answered `by` the controller (state.ts `Decision`, `answererOf`). The controller sees what the
 * controlled player sees (CR 723.4: view.ts shows them the controlled player's hand).
 */
import type { PlayerId } from "../types";
import { castSpell, landPlayProblem, playLand } from "./cast";
import { actionsFor } from "./enumerate";
import { fail } from "./errors";
import type { Game } from "./game";
import { castOptions, type CastOption } from "./legal";
import { cantPlayLand } from "./player-rules";
import type { Answer, GameState, PlayAnswer } from "./state";
import type { ResolveContext } from "./context";
import type { Action } from "../types";

/** The player who makes `p`'s decisions now: their controller while an item that controls them resolves, else `p`. */
export function controllerOfPlayer(state: GameState, p: PlayerId): PlayerId {
  const top = state.stack[state.stack.length - 1];
  return top?.progress && top.controls?.player === p ? top.controls.by : p;
}

/** Whether some player is controlled by another now (a resolving item says so). */
export function anyPlayerControlled(state: GameState): boolean {
  const top = state.stack[state.stack.length - 1];
  return !!top?.progress && !!top.controls && top.controls.by !== top.controls.player;
}

/**
 * Permanents whose mana abilities may not pay for a card played as Word of Command instructs: all
 * but the lands that player controls ("can activate mana abilities only if they're from lands that
 * player controls").
 */
export function notLandSources(g: Game, p: PlayerId): Set<string> {
  const out = new Set<string>();
  for (const id of g.state.battlefield) {
    const o = g.obj(id)!;
    const c = g.chars(o);
    if (c.controller !== p || !c.types.includes("Land")) out.add(id);
  }
  return out;
}

/** How card `card` of player `p` can be played now as an effect instructs: as a land, as a spell (its options), or not at all. */
export type ForcedPlay = { land: true } | { land: false; option: CastOption } | null;

export function forcedPlay(g: Game, p: PlayerId, card: string): ForcedPlay {
  const o = g.obj(card);
  if (!o || o.zone !== "hand" || o.owner !== p) return null;
  const c = g.chars(o);
  if (!c.def) return null;
  if (c.types.includes("Land")) {
    // CR 305.2b, 305.3: "ignore any part of an effect that instructs a player to" play a land they can't.
    return landPlayProblem(g, p, true) === null && !cantPlayLand(g, p, o) ? { land: true } : null;
  }
  const option = castOptions(g, p, { card, exclude: notLandSources(g, p) })[0];
  return option ? { land: false, option } : null;
}

/** The complete ways to cast a forced option (targets, X, mode, cost choices), as `cast` actions by `p`. */
export function forcedCasts(p: PlayerId, option: CastOption): Extract<Action, { type: "cast" }>[] {
  return actionsFor(p, option) as Extract<Action, { type: "cast" }>[];
}

/** A `cast` or `play` action, or a `choose` answer, as the choices of the card played (Answer.play). */
export function playAnswerOf(a: Action): PlayAnswer | null {
  if (a.type === "play") return {};
  if (a.type === "cast") {
    const out: PlayAnswer = {};
    if (a.targets) out.targets = [...a.targets];
    if (a.x !== undefined) out.x = a.x;
    if (a.pay) out.pay = [...a.pay];
    if (a.choices) out.choices = { ...a.choices };
    if (a.costs) out.costs = { ...a.costs };
    return out;
  }
  return null;
}

/**
 * A `choose` answer to a "play" question read as the cast's choices: `cards` are the targets (or
 * `value` "A"/"B", a player), a number `value` the mode of a modal spell or else X.
 */
export function playAnswerFromChoose(g: Game, card: string, answer: Answer): PlayAnswer {
  const out: PlayAnswer = {};
  if (answer.cards) out.targets = [...answer.cards];
  else if (answer.value === "A" || answer.value === "B") out.targets = [answer.value]; // a player as the target (spec: `value` "A"/"B")
  if (typeof answer.value === "number") {
    const o = g.obj(card);
    if (o && g.chars(o).def?.spell?.modes) out.choices = { mode: answer.value };
    else out.x = answer.value;
  }
  return out;
}

/**
 * "The player plays that card if able" (Word of Command), as `controller` directs (CR 723.5): a
 * land is played (a land play of theirs, CR 305.2a); a spell is cast (CR 608.2g), with the
 * choices `controller` makes, asked only when there is more than one way; `controller` controls
 * the player while that spell resolves. A card that can't be played stays in the hand.
 */
export function playCardFor(ctx: ResolveContext, p: PlayerId, card: string, controller: PlayerId): void {
  const g = ctx.g;
  const how = forcedPlay(g, p, card);
  const name = g.obj(card)?.name ?? "that card";
  if (!how) {
    g.emit("info", `${g.player(p).name} can't play ${name}`, { player: p });
    return;
  }
  if (how.land) return playLand(g, p, card, true);
  const ways = forcedCasts(p, how.option);
  let answer: PlayAnswer;
  if (ways.length === 1) answer = playAnswerOf(ways[0]!)!;
  else {
    const a = ctx.ask(p, `Cast ${name} for ${g.player(p).name}: choose its targets, X or mode`, { type: "play", card });
    answer = a.play ?? playAnswerFromChoose(g, card, a);
  }
  castSpell(g, { type: "cast", player: p, card, ...answer }, { exclude: notLandSources(g, p), controlledBy: controller });
}

/** A `play` answer for a land isn't a cast: refused where the chosen card is a spell, and the other way round. */
export function checkPlayAction(g: Game, card: string, a: Action): void {
  const o = g.obj(card);
  if (a.type !== "cast" && a.type !== "play" && a.type !== "choose") fail("not_allowed", `Play ${o?.name ?? "the chosen card"} first`);
  if ((a.type === "cast" || a.type === "play") && a.card !== card) fail("not_allowed", `The card to play is ${o?.name ?? card}`);
}
