/**
 * Drives a network session with the simplest legal moves (keep, play a land, pass…), so the tests
 * of modified clients can bring a match to the moment their cheat matters.
 */
import { legalActionList, type Action, type GameState } from "../../engine/index";
import type { PeerSession } from "../../app/host/net/peer-session";

/** Plays for `s` whenever it is to act, until `stop`; counts the moves made and collects rejections. */
export function autoplay(s: PeerSession<GameState, Action>, stop: () => boolean): { played: () => number; errors: string[] } {
  let played = 0;
  const errors: string[] = [];
  const act = () =>
    setImmediate(() => {
      const state = s.state;
      if (stop() || s.status !== "playing" || s.toAct !== s.seat || !state) return;
      const legal = legalActionList(state, s.seat).filter((a) => a.type !== "concede" && a.type !== "mulligan");
      const pick = (["keep", "play", "pass"] as const).map((t) => legal.find((a) => a.type === t)).find(Boolean) ?? legal[0];
      if (!pick) return;
      const r = s.submit(pick);
      if (r.ok) played++;
      else errors.push(r.rejection.message);
    });
  s.on("ready", act);
  s.on("state", act);
  act();
  return { played: () => played, errors };
}
