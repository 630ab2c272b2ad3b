/**
 * When the table passes for the player, as pure functions of the position (tested in
 * test/renderer/pass-rules.test.ts; applied by auto-pass.ts). The rule: nothing passes a step
 * where the player has a stop, nor one of their main phases where they could play something,
 * unless they asked for exactly that (F2 there, F4 to pass until a stop, F6 until their next turn).
 */
import type { LegalOptions, PlayerView, Step } from "../../../../engine/index";
import type { PassMode } from "../../store/match-slice";
import { onlyPass, topOfStack } from "./legal";

/** A stop's key: "me:<step>" in your turns, "opp:<step>" in theirs. */
export const stopKey = (mine: boolean, step: Step) => `${mine ? "me" : "opp"}:${step}`;

export interface PassInput {
  view: PlayerView;
  legal: LegalOptions;
  stops: string[];
  autoPass: boolean;
  passMode: PassMode;
  /** A stop already halted passing in this step (halt once per step). */
  haltedInStep: boolean;
  /** The top of the stack is the opponent's, and new since the last look. */
  newOpp: boolean;
  /** The player stopped the countdown on the top of the stack. */
  heldTop: boolean;
}

/**
 * What passing does at one position where the player may act: pass, decline to attack (F6),
 * count down before passing on the opponent's new spell, or wait for the player (a halt).
 * `endMode`: F4/F6 is over here (auto-pass rules from here on); `stop`: a stop halted it.
 */
export interface PassDecision {
  act: "pass" | "no-attack" | "countdown" | "wait";
  endMode: boolean;
  stop: boolean;
  /** The spell counted down on. */
  what?: string;
}

/** Does the player have a stop at this position (their stop for this step, empty stack, not yet halted in this step)? */
export function stopsHere(view: PlayerView, stops: string[], haltedInStep = false): boolean {
  return !haltedInStep && !view.stack.length && stops.includes(stopKey(view.turn.active === view.you, view.turn.step));
}

/** One of the player's own main phases with an empty stack, where they have something to play. */
export function mainWithPlay(view: PlayerView, legal: LegalOptions | null): boolean {
  const main = view.turn.step === "precombat_main" || view.turn.step === "postcombat_main";
  return main && view.turn.active === view.you && !view.stack.length && !!legal && !onlyPass(view, legal);
}

export function decidePass(i: PassInput): PassDecision {
  const { view, legal, passMode } = i;
  const me = view.you;
  const decision = view.decision?.player === me ? view.decision : null;
  const stop = stopsHere(view, i.stops, i.haltedInStep);
  const wait = (endMode: boolean, atStop = false): PassDecision => ({ act: "wait", endMode, stop: atStop });
  if (decision) {
    if (decision.kind === "declare_attackers" && passMode?.kind === "turn" && !legal.attack?.creatures.some((c) => c.required)) return { act: "no-attack", endMode: false, stop: false };
    return wait(!!passMode);
  }
  if (!legal.pass) return wait(false);
  let endMode = false;
  if (passMode?.kind === "turn") {
    if (view.turn.number > passMode.turn && view.turn.active === me) endMode = true;
    else return { act: "pass", endMode: false, stop: false };
  } else if (passMode?.kind === "stop") {
    const moved = view.turn.serial !== passMode.serial;
    if (moved && stop) return wait(true, true);
    // The opponent's new spell ends F4; auto-pass rules from here (a countdown, or a halt).
    if (i.newOpp) endMode = true;
    else return { act: "pass", endMode: false, stop: false };
  }
  // Auto-pass: only when passing is all the player could do, and never at a stop.
  if (stop) return wait(endMode, true);
  if (!i.autoPass || !onlyPass(view, legal)) return wait(endMode);
  const top = topOfStack(view);
  if (top && top.controller !== me && (i.newOpp || i.heldTop)) {
    return i.heldTop ? wait(endMode) : { act: "countdown", endMode, stop: false, what: top.name };
  }
  return { act: "pass", endMode, stop: false };
}

