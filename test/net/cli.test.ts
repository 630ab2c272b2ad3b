/**
 * The network commands end to end: `moxen selfplay --p2p` (two `moxen peer` processes over
 * loopback WebRTC, computer players, real engine) and `moxen bench net` (figures only).
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { promisify } from "node:util";
import { MOXEN_CLI } from "../moxen-cli";

const run = promisify(execFile);
const moxen = (...args: string[]) => run(process.execPath, [MOXEN_CLI, ...args], { timeout: 120_000 });

test("moxen selfplay --p2p --json: a real match between two peer processes, same final hash on both sides, each side's audit of the other clean", async () => {
  const { stdout } = await moxen("selfplay", "--p2p", "--games", "1", "--json", "--turn-cap", "30");
  const lines = stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
  assert.equal(lines.length, 1);
  const game = lines[0]!;
  assert.deepEqual(Object.keys(game).sort(), ["audits", "hashes", "seed", "turns", "winner"]);
  assert.deepEqual(game.audits, ["clean", "clean"], "hidden hands and libraries, audited at the end");
  assert.match(game.seed as string, /^[0-9a-f]{64}$/);
  assert.ok(["A", "B", "draw"].includes(game.winner as string));
  assert.ok((game.turns as number) >= 1 && (game.turns as number) <= 31);
  const [a, b] = game.hashes as string[];
  assert.match(a!, /^[0-9a-f]{64}$/);
  assert.equal(a, b);
});

test("moxen selfplay without --p2p and moxen peer with bad arguments are usage errors", async () => {
  await assert.rejects(moxen("selfplay"), (e: { code: number; stderr: string }) => e.code === 2 && /choose --p2p or --faults/.test(e.stderr));
  await assert.rejects(moxen("peer", "join", "--deck", "red-green-beats"), (e: { code: number; stderr: string }) => e.code === 2 && /join needs the invite code/.test(e.stderr));
  await assert.rejects(moxen("peer", "join", "MOX1-AAAA", "--deck", "red-green-beats"), (e: { code: number; stderr: string }) => e.code === 1 && /incomplete — it may have been cut off/.test(e.stderr));
});

test("moxen bench net --json times pings and durably logged signed actions side by side, with the action's breakdown, and hidden cards' shuffle, reveal and handshake", async () => {
  const { stdout } = await moxen("bench", "net", "--json", "--rounds", "20", "--hidden-runs", "1");
  const report = JSON.parse(stdout.trim()) as { bench: string; rounds: number; figures: Record<string, number> };
  assert.equal(report.bench, "net");
  assert.equal(report.rounds, 20);
  for (const key of ["connect_ms", "ping_p50_ms", "action_p50_ms", "ratio", "action_engine_p50_ms", "action_serialize_p50_ms", "action_log_p50_ms", "action_sign_p50_ms", "action_verify_p50_ms"]) {
    assert.ok(report.figures[key]! > 0, key);
  }
  assert.ok(Math.abs(report.figures.ratio! - report.figures.action_p50_ms! / report.figures.ping_p50_ms!) < 1e-9);
  // The action's round trip contains its durable log writes: they are part of what is timed.
  assert.ok(report.figures.action_log_p50_ms! < report.figures.action_p50_ms!);
  // The floor counts steps that lie on every action's round trip, so no measured ratio is below it.
  assert.ok(report.figures.ratio_floor! > 1 && report.figures.ratio_floor! <= report.figures.ratio! * 1.05, `floor ${report.figures.ratio_floor} ratio ${report.figures.ratio}`);
  // Hidden cards (protocol v2): two real HiddenSides shuffling, single reveals, two PeerSessions' handshake.
  for (const key of ["hidden_shuffle_ms", "hidden_reveal_ms", "shuffleMs", "shuffleMinMs", "shuffleMaxMs", "revealMs", "revealP95Ms", "revealToOwnerMs", "revealToOpponentMs", "handshakeMs", "handshakeMinMs", "handshakeMaxMs"]) {
    const v = report.figures[key];
    assert.ok(typeof v === "number" && Number.isFinite(v) && v > 0, `${key}: ${v}`);
  }
  assert.ok(report.figures.shuffleMinMs! <= report.figures.shuffleMs! && report.figures.shuffleMs! <= report.figures.shuffleMaxMs!);
  assert.ok(report.figures.handshakeMinMs! <= report.figures.handshakeMs! && report.figures.handshakeMs! <= report.figures.handshakeMaxMs!);
});
