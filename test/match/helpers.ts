/**
 * Shared helpers for the match tests: the real host services on a temporary data folder
 * (real SQLite files), called through the router like a renderer would.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Action } from "../../engine/index";
import { aiComputer } from "../../app/host/match/computer";
import { createServices, type Services, type ServicesOptions } from "../../app/host/services";
import type { MatchUpdate } from "../../app/shared/contract/match";
import { actionsFor, type LegalOptions } from "../../engine/index";
import { seededRandom } from "../../app/host/play/random-game";
import { memoryPair } from "../../app/host/net/memory-transport";
/** The complete actions the engine's options allow (empty when there is nothing to do). */
const actionsOf = (legal: LegalOptions | null) => (legal ? actionsFor(legal) : []);

const dirs: string[] = [];
export function tempDir(prefix = "moxen-match-"): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}
export function removeTempDirs(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export interface TestHost {
  dataDir: string;
  services: Services;
  events: { name: string; payload: any; to: string | undefined }[];
  /** Calls through the router; resolves to the Result envelope. */
  call(name: string, args?: unknown, client?: string): Promise<{ ok: true; value: any } | { ok: false; error: { code: string; message: string } }>;
  /** Calls and expects success. */
  ok(name: string, args?: unknown, client?: string): Promise<any>;
  close(): Promise<void>;
}

export async function openHost(dataDir = tempDir(), more: Pick<ServicesOptions, "limitedNet"> = {}): Promise<TestHost> {
  const services = await createServices({
    ...more,
    dataDir,
    shell: "web",
    log: () => {},
    // The computer thinks in this thread in tests: no worker start-up per match.
    // No pause after the computer's spells (a player watching the table needs it, tests do not).
    match: { computer: aiComputer({ inline: true, budgetMs: 50 }), pace: () => 0 },
  });
  const events: TestHost["events"] = [];
  services.events.subscribe((name, payload, to) => events.push({ name, payload, to }));
  const call: TestHost["call"] = (name, args, client = "ws:1") => services.router.call(name, args, { client }) as any;
  return {
    dataDir,
    services,
    events,
    call,
    async ok(name, args, client) {
      const r = await call(name, args, client);
      if (!r.ok) throw new Error(`${name} failed: ${r.error.code}: ${r.error.message}`);
      return r.value;
    },
    close: () => services.close(),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A tiny seeded generator (mulberry32) for the test's own "player". */
export const rng = seededRandom;

/** Waits until the match needs seat A (or is over); returns the view then. */
export async function untilMyTurn(h: TestHost, matchId: number, timeoutMs = 60_000): Promise<MatchUpdate> {
  const started = Date.now();
  for (;;) {
    const u = (await h.ok("match.view", { matchId })) as MatchUpdate;
    if (u.status !== "playing" || actionsOf(u.legal).length > 0) return u;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for seat A's turn in match #${matchId} (step ${u.step})`);
    await sleep(2);
  }
}

/** Plays seat A with random legal actions (preferring anything but "concede") for up to `moves` of its decisions. */
export async function playRandomly(h: TestHost, matchId: number, moves: number, seed = 7): Promise<MatchUpdate> {
  const pick = rng(seed);
  let u = await untilMyTurn(h, matchId);
  for (let i = 0; i < moves && u.status === "playing"; i++) {
    const options = actionsOf(u.legal).filter((a: Action) => a.type !== "concede");
    const action = options[pick(options.length)]!;
    await h.ok("match.submit", { matchId, action });
    u = await untilMyTurn(h, matchId);
  }
  return u;
}

/** Opens a channel on each host and links the two "renderers" in memory; `cut` drops the link. */
export async function linkHosts(a: TestHost, b: TestHost): Promise<{ a: string; b: string; cut: () => void }> {
  const [wireA, wireB] = memoryPair();
  const channel = async (h: TestHost, wire: typeof wireA) => {
    const { channelId } = await h.ok("net.openChannel");
    h.services.events.subscribe((name, p) => {
      if (name === "net.channelSend" && (p as { channelId: string }).channelId === channelId) wire.send(new Uint8Array(Buffer.from((p as { data: string }).data, "base64")));
    });
    wire.onMessage((bytes) => void h.call("net.channelData", { channelId, data: Buffer.from(bytes).toString("base64") }));
    return channelId as string;
  };
  return { a: await channel(a, wireA), b: await channel(b, wireB), cut: () => (wireA.close("cut"), wireB.close("cut")) };
}

/** Polls an async check every 5 ms until it holds, or fails naming `what`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}
