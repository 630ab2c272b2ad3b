/**
 * Lets a computer player (app/host/ai) play one seat of a network match: whenever the
 * session says it is our turn to act, ask the AI — from our player's view and our legal
 * actions only — and submit its choice through the session like any player would.
 */
import { knownState, legalActionList, viewFor, type Action, type GameState } from "../../../engine/index";
import type { AiPlayer } from "../ai/types";
import type { PeerSession } from "./peer-session";

export function driveWithAi(session: PeerSession<GameState, Action>, ai: AiPlayer, onError: (err: Error) => void): () => void {
  let thinking = false;
  let stopped = false;
  const controller = new AbortController();
  const step = async () => {
    const state = session.state;
    if (stopped || thinking || session.status !== "playing" || !state || session.toAct !== session.seat) return;
    thinking = true;
    try {
      const legal = legalActionList(state, session.seat);
      const action = legal.length === 1 ? legal[0]! : await ai.decide(viewFor(state, session.seat), legal, controller.signal, { known: knownState(state, session.seat) });
      if (stopped || session.state !== state) return; // the match moved on (halted, conceded)
      const r = session.submit(action);
      if (!r.ok) throw new Error(`the ${ai.kind} AI chose an action the rules refused: ${r.rejection.message}`);
    } catch (err) {
      if (!stopped) onError(err as Error);
    } finally {
      thinking = false;
    }
    setImmediate(() => void step()); // we may act again at once (e.g. after passing priority)
  };
  const offs = [session.on("ready", () => void step()), session.on("state", () => void step())];
  void step();
  return () => {
    stopped = true;
    controller.abort();
    offs.forEach((off) => off());
  };
}
