/**
 * Playing seat A of a match against the computer from the test, through the web host's router
 * (as a renderer would call it, but without the pointer): quick set-ups for tests about what
 * the table or a replay shows of a game that already happened.
 */
import { actionsFor, type Action } from "../engine/index";
import { seededRandom } from "../app/host/play/random-game";
import type { MatchSummary, MatchUpdate } from "../app/shared/contract/match";
import type { E2E } from "./harness";

type Call = (name: string, args?: unknown) => Promise<any>;

export function hostCall(e2e: E2E): Call {
  return async (name, args) => {
    const r = (await e2e.host.services.router.call(name as never, args as never, { client: "test:driver" })) as { ok: true; value: unknown } | { ok: false; error: { message: string } };
    if (!r.ok) throw new Error(`${name} failed: ${r.error.message}`);
    return r.value;
  };
}

/** Waits (on the host, not on a clock) until seat A has something to do or the match is over. */
async function untilMine(call: Call, matchId: number, timeoutMs = 60_000): Promise<MatchUpdate> {
  const started = Date.now();
  for (;;) {
    const u = (await call("match.view", { matchId })) as MatchUpdate;
    if (u.status !== "playing" || (u.legal && actionsFor(u.legal).length > 0)) return u;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for seat A in match #${matchId} (step ${u.step})`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Keeps its hand; lands first, then spells and attacks, now and then a pass; never "concede" or "cancel". */
function choose(options: Action[], pick: (n: number) => number): Action {
  const by = (t: string) => options.filter((a) => a.type === t);
  const pass = options.find((a) => a.type === "pass");
  const keep = options.find((a) => a.type === "keep");
  if (keep) return keep;
  const useful = options.filter((a) => a.type !== "concede" && a.type !== "cancel" && a.type !== "pass");
  for (const t of ["play", "cast"]) if (by(t).length && pick(4) > 0) return by(t)[pick(by(t).length)]!;
  if (useful.length && (!pass || pick(3) > 0)) return useful[pick(useful.length)]!;
  return pass ?? useful[0] ?? options[0]!;
}

/**
 * Starts a seeded match against the random computer and plays seat A until `until` says so (or
 * `maxMoves`); returns the match and its last update.
 */
export async function playFromHost(e2e: E2E, o: { seed: string; until: (u: MatchUpdate) => boolean; maxMoves?: number }): Promise<{ match: MatchSummary; update: MatchUpdate }> {
  const call = hostCall(e2e);
  const match = (await call("match.start", { kind: "local-ai", deck: { benchmark: "red-green-beats" }, opponentDeck: { benchmark: "white-blue-skies" }, ai: "random", seed: o.seed })) as MatchSummary;
  const pick = seededRandom(11); // the test player's own seeded choices
  let u = await untilMine(call, match.id);
  for (let i = 0; i < (o.maxMoves ?? 2000) && u.status === "playing" && !o.until(u); i++) {
    await call("match.submit", { matchId: match.id, action: choose(actionsFor(u.legal!), pick) });
    u = await untilMine(call, match.id);
  }
  return { match, update: u };
}

export async function concede(e2e: E2E, matchId: number): Promise<void> {
  await hostCall(e2e)("match.concede", { matchId });
}
