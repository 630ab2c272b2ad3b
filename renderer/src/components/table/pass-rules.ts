/**
 * When the table passes for the player, as pure functions of the position (tested in
 * test/renderer/pass-rules.test.ts; applied by auto-pass.ts). The rule: nothing passes a step
 * where the player has a stop, nor one of their main phases where they could play something,
 * unless they asked for exactly that (F2 there, F4 to pass until a stop, F6 until their next turn).
 *
 * Smart stops (issue 21; README.md "At the table" says the same): with auto-pass on, the table
 * passes for the player everywhere except
 *   - a decision (attackers, blockers, targets, …), and a step where they set a stop;
 *   - their main phases, empty stack, when they can play something;
 *   - the opponent's spell or ability on top of the stack, when they can respond (else a countdown);
 *   - the declare-blockers step of either turn (creatures attacking, empty stack), and the
 *     opponent's end step (empty stack), when they can cast or activate something — once a step.
 * "Can play / respond / cast or activate" = a legal action other than passing and mana abilities.
 * Their own spell or activated ability on top of the stack is passed (it resolves unless the
 * opponent responds), unless they asked to respond to their own spells (a setting, or Shift).
 * F4 passes everything but their stops and the opponent's spells they can respond to; F6 everything.
 */
import type { LegalOptions, PlayerView, StackItemView, Step } from "../../../../engine/index";
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
  /** Let the player respond to their own spells (the setting, or Shift held): no passing over them. */
  respondToOwn?: boolean;
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

/** A triggered ability (the view marks them), as opposed to a spell or an activated ability. */
export const isTrigger = (item: StackItemView) => item.triggered === true;

/** A spell cast or an ability activated (not a trigger): what the table shows large when the opponent does it. */
export const castOrActivated = (item: StackItemView) => !isTrigger(item);

/**
 * A smart stop: the first priority of a step with an empty stack where the player can cast or
 * activate something and it is useful — the declare-blockers step of either turn (combat tricks,
 * creatures attacking) or the opponent's end step.
 */
export function smartStopHere(view: PlayerView, legal: LegalOptions | null): boolean {
  if (view.stack.length || !legal?.pass || onlyPass(view, legal) || view.decision) return false;
  const step = view.turn.step;
  if (step === "declare_blockers") return view.battlefield.some((c) => c.attacking);
  return step === "end" && view.turn.active !== view.you;
}

/**
 * Must auto-pass wait for the player here (auto-pass on, no F4/F6, no stop)? Their main phase
 * with a play, the opponent's spell or ability they can respond to, their own spell they asked to
 * respond to, a smart stop not yet halted in this step. Used by decidePass and the passing e2e audit.
 */
export function autoPassWaits(view: PlayerView, legal: LegalOptions, haltedInStep: boolean, respondToOwn = false): boolean {
  if (onlyPass(view, legal)) return false;
  const top = topOfStack(view);
  if (top) return top.controller !== view.you || respondToOwn || isTrigger(top);
  return mainWithPlay(view, legal) || (!haltedInStep && smartStopHere(view, legal));
}

export function decidePass(i: PassInput): PassDecision {
  const { view, legal, passMode } = i;
  const me = view.you;
  const decision = (view.decision?.by ?? view.decision?.player) === me ? view.decision : null;
  const stop = stopsHere(view, i.stops, i.haltedInStep);
  const wait = (endMode: boolean, atStop = false): PassDecision => ({ act: "wait", endMode, stop: atStop });
  if (decision) {
    if (decision.kind === "declare_attackers" && passMode?.kind === "turn" && !legal.attack?.creatures.some((c) => c.required)) return { act: "no-attack", endMode: false, stop: false };
    return wait(!!passMode);
  }
  if (!legal.pass) return wait(false);
  let endMode = false;
  if (passMode?.kind === "turn") {
    // A subgame began or ended (CR 729): its turns are numbered afresh, so passing stops there.
    if ((view.subgame?.depth ?? 0) !== (passMode.depth ?? 0)) endMode = true;
    else if (view.turn.number > passMode.turn && view.turn.active === me) endMode = true;
    else return { act: "pass", endMode: false, stop: false };
  } else if (passMode?.kind === "stop") {
    const moved = view.turn.serial !== passMode.serial;
    if (moved && stop) return wait(true, true);
    // The opponent's new spell ends F4; auto-pass rules from here (a countdown, or a halt).
    if (i.newOpp) endMode = true;
    else return { act: "pass", endMode: false, stop: false };
  }
  // Auto-pass: never at a stop; elsewhere the smart stops (autoPassWaits).
  if (stop) return wait(endMode, true);
  if (!i.autoPass) return wait(endMode);
  if (!onlyPass(view, legal)) {
    if (!autoPassWaits(view, legal, i.haltedInStep, i.respondToOwn)) return { act: "pass", endMode, stop: false };
    return wait(endMode, smartStopHere(view, legal) && !i.haltedInStep);
  }
  const top = topOfStack(view);
  if (top && top.controller !== me && (i.newOpp || i.heldTop)) {
    return i.heldTop ? wait(endMode) : { act: "countdown", endMode, stop: false, what: top.name };
  }
  return { act: "pass", endMode, stop: false };
}

