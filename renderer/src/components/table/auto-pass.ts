/**
 * Passing for the player: F4 (until a stop), F6 (until your next turn), and auto-pass when
 * passing is all you could do (a setting, on by default). Stops always halt passing; when the
 * opponent puts something new on the stack, a short countdown lets you stop an auto-pass.
 * Decisions other than priority (blocks, discards, …) always halt, except that F6 skips your
 * own attack.
 */
import { useEffect, useRef, useState } from "react";
import { stopKey } from "../../store/match-slice";
import { useStore } from "../../store/index";
import { send } from "./intents";
import { onlyPass, topOfStack } from "./legal";

export const COUNTDOWN_MS = 1500;

export interface Countdown {
  until: number;
  what: string;
}

export function useAutoPass(): { countdown: Countdown | null; stopCountdown(): void } {
  const update = useStore((s) => s.update);
  const stops = useStore((s) => s.stops);
  const autoPass = useStore((s) => s.autoPass);
  const passMode = useStore((s) => s.passMode);
  const intent = useStore((s) => s.intent);
  const [countdown, setCountdown] = useState<Countdown | null>(null);
  /** Stack items already seen (a countdown runs once per new item). */
  const seenStack = useRef(new Set<string>());
  /** Step serials where a stop already halted passing (halt once per step). */
  const halted = useRef(new Set<number>());
  const held = useRef<string | null>(null);
  const acted = useRef<string>("");

  useEffect(() => {
    setCountdown(null);
    const view = update?.view;
    if (!update || !view || update.result || update.status !== "playing" || intent) return;
    const legal = update.legal;
    if (!legal) {
      for (const i of view.stack) seenStack.current.add(i.id);
      return;
    }
    // One automatic action per position of the game.
    const position = `${update.matchId}:${update.step}`;
    if (acted.current === position) return;
    const me = view.you;
    const s = useStore.getState();
    const decision = view.decision?.player === me ? view.decision : null;
    const top = topOfStack(view);
    const newOpp = !!top && top.controller !== me && !seenStack.current.has(top.id);
    for (const i of view.stack) seenStack.current.add(i.id);
    const stopHere = stops.includes(stopKey(view.turn.active === me, view.turn.step)) && !view.stack.length && !halted.current.has(view.turn.serial);
    const act = (fn: () => Promise<unknown>) => {
      acted.current = position;
      void fn();
    };

    if (decision) {
      if (decision.kind === "declare_attackers" && passMode?.kind === "turn" && !legal.attack?.creatures.some((c) => c.required)) {
        act(() => send({ type: "attack", attackers: [] }));
        return;
      }
      if (passMode) s.setPassMode(null);
      return;
    }
    if (!legal.pass) return;

    if (passMode?.kind === "turn") {
      if (view.turn.number > passMode.turn && view.turn.active === me) s.setPassMode(null);
      else return act(() => send({ type: "pass" }));
    } else if (passMode?.kind === "stop") {
      const moved = view.turn.serial !== passMode.serial;
      if ((moved && stopHere) || newOpp) {
        halted.current.add(view.turn.serial);
        s.setPassMode(null);
        return;
      }
      return act(() => send({ type: "pass" }));
    }

    if (!autoPass || !onlyPass(view, legal)) return;
    if (stopHere) {
      halted.current.add(view.turn.serial);
      return;
    }
    if (newOpp || (top && held.current === top.id)) {
      if (held.current === top!.id) return; // the player stopped this one
      const until = Date.now() + COUNTDOWN_MS;
      setCountdown({ until, what: top!.name });
      const t = setTimeout(() => {
        setCountdown(null);
        if (useStore.getState().update?.step === update.step && held.current !== top!.id) act(() => send({ type: "pass" }));
      }, COUNTDOWN_MS);
      return () => clearTimeout(t);
    }
    act(() => send({ type: "pass" }));
  }, [update, stops, autoPass, passMode, intent]);

  return {
    countdown,
    stopCountdown() {
      const top = useStore.getState().update?.view ? topOfStack(useStore.getState().update!.view!) : undefined;
      held.current = top?.id ?? null;
      setCountdown(null);
    },
  };
}
