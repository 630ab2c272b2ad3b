/**
 * Network matches under seeded faults (`moxen selfplay --faults`): real sessions, the real
 * engine and computer players, through a network that delays, loses, duplicates and reorders
 * messages, drops the connection and kills a side. A few games here; the long run is
 * `npm run moxen -- selfplay --faults --games 1000 --seed 1 --json`.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { compareLogs, runFaultGames } from "../../app/host/net/fault-run";
import { MemoryMatchLog } from "../../app/host/net/match-log";
import { benchmarkDecks } from "../../app/host/play/decks";
import { MOXEN_CLI } from "../moxen-cli";

const decks = benchmarkDecks();
const pairOfDecks = (): [string[], string[]] => [decks.get("red-green-beats")!.cards, decks.get("white-blue-skies")!.cards];

test("matches under loss, duplication, reordering, dropped connections and killed sides all complete, with every action delivered once", async () => {
  const report = await runFaultGames({ games: 4, seed: 21, decks: pairOfDecks(), ai: ["heuristic", "random"], turnCap: 20, concurrency: 4 });
  assert.deepEqual(report.failures, []);
  assert.equal(report.completed, 4);
  assert.equal(report.desyncs, 0);
  assert.equal(report.lostActions, 0);
  assert.equal(report.duplicatedActions, 0);
  assert.ok(report.resumes >= 4, `the connection was dropped and resumed (${report.resumes} times)`);
});

test("the log comparison finds an action that never arrived, and one logged twice", () => {
  const frame = new Uint8Array([1]);
  const host = new MemoryMatchLog();
  const guest = new MemoryMatchLog();
  host.append({ kind: "message", direction: "out", seq: 4, id: "a".repeat(64), type: "action", frame });
  host.append({ kind: "message", direction: "out", seq: 5, id: "b".repeat(64), type: "action", frame });
  guest.append({ kind: "message", direction: "in", seq: 4, id: "a".repeat(64), type: "action", frame });
  assert.deepEqual(compareLogs(host, guest), { lost: 1, duplicated: 0 });
  guest.append({ kind: "message", direction: "in", seq: 4, id: "a".repeat(64), type: "action", frame });
  guest.append({ kind: "message", direction: "in", seq: 5, id: "b".repeat(64), type: "action", frame });
  assert.deepEqual(compareLogs(host, guest), { lost: 0, duplicated: 1 });
});

test("moxen selfplay --faults --json prints the report the issue asks for", () => {
  const root = join(import.meta.dirname, "..", "..");
  const out = execFileSync(process.execPath, [MOXEN_CLI, "selfplay", "--faults", "--games", "2", "--seed", "3", "--turn-cap", "12", "--json"], { cwd: root, encoding: "utf8" });
  const report = JSON.parse(out.trim().split("\n").pop()!);
  assert.deepEqual(Object.keys(report), ["games", "completed", "desyncs", "lostActions", "duplicatedActions", "resumes", "failures"]);
  assert.deepEqual({ games: report.games, completed: report.completed, desyncs: report.desyncs, lost: report.lostActions, dup: report.duplicatedActions }, { games: 2, completed: 2, desyncs: 0, lost: 0, dup: 0 });
});
