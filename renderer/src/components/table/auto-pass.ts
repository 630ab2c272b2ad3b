/**
 * Passing for the player: F4 (until a stop), F6 (until your next turn), and auto-pass when
 * passing is all you could do (a setting, on by default). Stops always halt passing; when the
 * opponent puts something new on the stack, a short countdown lets you stop an auto-pass.
 * Decisions other than priority (blocks, discards, …) always halt, except that F6 skips your
 * own attack. `decidePass` (pass-rules.ts) is the whole rule, a pure function; the hook applies it once per
 * position of the game. Once the table halts at a position, nothing passes that position but
 * the player (a halt is that position's one automatic decision).
 */
import { useEffect, useRef, useState } from "react";
import { useStore } from "../../store/index";
import { send } from "./intents";
import { topOfStack } from "./legal";
import { KEY_GUARD_MS, noteHalt, positionOf } from "./pass-guard";
import { decidePass } from "./pass-rules";
import { shiftResponds, watchShift } from "./shift-respond";
import { stagingBusy, whenStaged } from "./stage";

export const COUNTDOWN_MS = 1500;

export interface Countdown {
  until: number;
  what: string;
}

export function useAutoPass(): { countdown: Countdown | null; stopCountdown(): void; keysReady: boolean } {
  const update = useStore((s) => s.update);
  const stops = useStore((s) => s.stops);
  const autoPass = useStore((s) => s.autoPass);
  const passMode = useStore((s) => s.passMode);
  const intent = useStore((s) => s.intent);
  const respondToOwn = useStore((s) => s.respondToOwn);
  const [countdown, setCountdown] = useState<Countdown | null>(null);
  /** False for KEY_GUARD_MS after the table halted where the player has not looked yet. */
  const [keysReady, setKeysReady] = useState(true);
  /** The position whose countdown runs (a re-run there keeps counting instead of passing). */
  const counting = useRef("");
  const readyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Stack items already seen (a countdown runs once per new item). */
  const seenStack = useRef(new Set<string>());
  /** Step serials where a stop already halted passing (halt once per step). */
  const halted = useRef(new Set<number>());
  const held = useRef<string | null>(null);
  /** The position where passing last decided (passed, or halted): one decision per position. */
  const acted = useRef<string>("");
  /** The game moved without the player since the table last halted (passing, the opponent). */
  const movedAlone = useRef(false);

  useEffect(() => {
    setCountdown(null);
    const view = update?.view;
    if (!update || !view || update.result || update.status !== "playing" || intent) return;
    const legal = update.legal;
    watchShift();
    if (!legal) {
      // The stack is not marked seen here: the opponent's spell, shown while they still hold
      // priority, is new when the player first gets priority with it (F4 halts there).
      if (update.mustAct && update.mustAct !== view.you) movedAlone.current = true;
      return;
    }
    const position = positionOf(update.matchId, update.step);
    if (acted.current === position) return;
    const s = useStore.getState();
    const top = topOfStack(view);
    const newOpp = !!top && top.controller !== view.you && !seenStack.current.has(top.id);
    for (const i of view.stack) seenStack.current.add(i.id);
    const act = (fn: () => Promise<unknown>) => {
      acted.current = position;
      movedAlone.current = true;
      void fn();
    };
    const d = decidePass({
      view, legal, stops, autoPass, passMode,
      haltedInStep: halted.current.has(view.turn.serial),
      newOpp: newOpp || (!!top && counting.current === position), heldTop: !!top && held.current === top.id,
      respondToOwn: respondToOwn || shiftResponds(),
    });
    if (d.endMode) s.setPassMode(null);
    if (d.stop) halted.current.add(view.turn.serial);
    // Passing for the player waits until the table has shown what is staged (TableStage.tsx),
    // so the opponent's next moves cannot replace a moment before it was seen; if the player
    // acted meanwhile (the game moved on), nothing is sent.
    // The pass keys wait meanwhile (as after a halt, pass-guard.ts): a key pressed now would
    // pass the next position, not this one.
    const still = () => useStore.getState().update?.step === update.step;
    const afterStaging = (a: Parameters<typeof send>[0]) => {
      if (!stagingBusy()) return send(a);
      setKeysReady(false);
      return whenStaged().then(() => {
        setKeysReady(true);
        if (still()) return send(a);
      });
    };
    if (d.act === "pass") return act(() => afterStaging({ type: "pass" }));
    if (d.act === "no-attack") return act(() => afterStaging({ type: "attack", attackers: [] }));
    if (d.act === "countdown") {
      // The player sees the countdown here: a key may pass at once (after the guard).
      noteHalt(position, movedAlone.current);
      counting.current = position;
      const until = Date.now() + COUNTDOWN_MS;
      setCountdown({ until, what: d.what! });
      const t = setTimeout(() => {
        setCountdown(null);
        if (useStore.getState().update?.step === update.step && held.current !== top!.id) act(() => afterStaging({ type: "pass" }));
      }, COUNTDOWN_MS);
      return () => clearTimeout(t);
    }
    // The table waits for the player here: nothing automatic passes this position again
    // (not a changed setting, a cancelled spell nor the end of F4/F6 re-running this).
    acted.current = position;
    if (noteHalt(position, movedAlone.current) && movedAlone.current) {
      setKeysReady(false);
      clearTimeout(readyTimer.current);
      readyTimer.current = setTimeout(() => setKeysReady(true), KEY_GUARD_MS);
    }
    movedAlone.current = false;
  }, [update, stops, autoPass, passMode, intent, respondToOwn]);

  return {
    countdown,
    keysReady,
    stopCountdown() {
      const top = useStore.getState().update?.view ? topOfStack(useStore.getState().update!.view!) : undefined;
      held.current = top?.id ?? null;
      setCountdown(null);
    },
  };
}
