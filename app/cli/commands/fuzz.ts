/**
 * `moxen fuzz --games N [--seed S] [--out DIR]`: random and heuristic games checking the engine
 * after every action; on a failure, writes a scenario file that reproduces it and exits 1.
 * `moxen fuzz --replay FILE` replays such a file with the same checks.
 */
import { readFileSync, statSync } from "node:fs";
import { replayFuzz, runFuzz } from "../../host/ai/fuzz";
import { parseArgs, UsageError } from "../args";
import type { Command } from "../command";

const MAX_REPRO_BYTES = 64 << 20;

export const fuzzCommand: Command = {
  name: "fuzz",
  summary: "Play random and heuristic games checking the engine's invariants after every action",
  usage: `Usage: moxen fuzz --games N [--seed S] [--out DIR] [--json]
       moxen fuzz --replay FILE

Plays N seeded games (random and heuristic players; benchmark decks and random two-color
decks) and checks after every action: the engine's invariants, that every action offered next
is accepted, that nothing throws, and (every 20 actions) that serialize/deserialize keeps the
state's hash. On the first failure it writes DIR/fuzz-failure-seed-<seed>.json, a scenario
file (moxen-scenario/1: the seed, both shuffled libraries and every action up to the failing
one) and exits 1. \`npm run scenario -- FILE\` plays it back; so does --replay, with the
fuzzer's checks before every action.

  --games N     games to play (default 20)
  --seed S      first game's seed (default 1); game i uses seed S+i
  --out DIR     where to write a reproduction file (default fuzz-failures)
  --quick       skip trying every offered action (only the chosen ones are applied)
  --turn-cap T  stop a game after turn T (default 60)
  --replay FILE replay a scenario file with the fuzzer's checks; exit 1 if a failure happens
  --json        print one object: {"games","actions","offeredChecked","failure","file"}`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      games: { type: "int", min: 1, max: 1_000_000, default: 20 },
      seed: { type: "int", default: 1 },
      out: { type: "string", default: "fuzz-failures" },
      quick: { type: "boolean", default: false },
      "turn-cap": { type: "int", min: 1, max: 10_000, default: 60 },
      replay: { type: "string" },
      json: { type: "boolean", default: false },
    });
    if (options.replay) {
      let doc: unknown;
      try {
        if (statSync(options.replay).size > MAX_REPRO_BYTES) throw new UsageError(`--replay: ${options.replay} is larger than ${MAX_REPRO_BYTES} bytes`);
        doc = JSON.parse(readFileSync(options.replay, "utf8"));
      } catch (e) {
        if (e instanceof UsageError) throw e;
        throw new UsageError(`--replay: can't read ${options.replay}: ${(e as Error).message}`);
      }
      let r;
      try {
        r = replayFuzz(doc);
      } catch (e) {
        throw new UsageError(`--replay: ${options.replay}: ${(e as Error).message}`);
      }
      console.log(r.reproduced ? `reproduced: ${r.message}` : `not reproduced: ${r.message}`);
      return r.reproduced ? 1 : 0;
    }
    const tty = !options.json && process.stderr.isTTY;
    const started = performance.now();
    const r = runFuzz({
      games: options.games, seed: options.seed, out: options.out, checkOffered: !options.quick, turnCap: options["turn-cap"],
      onGame: tty ? (done, total, actions) => process.stderr.write(`\r\x1b[Kgame ${done}/${total}, ${actions} actions`) : undefined,
    });
    if (tty) process.stderr.write("\r\x1b[K");
    const secs = (performance.now() - started) / 1000;
    if (options.json) {
      console.log(JSON.stringify({ games: r.games, actions: r.actions, offeredChecked: r.offeredChecked, failure: r.failure?.failure ?? null, file: r.file ?? null }));
    } else if (r.failure) {
      const f = r.failure.failure;
      console.log(`FAIL game seed ${r.failure.seed} (A: ${r.failure.players.A}, B: ${r.failure.players.B}): ${f.kind} after ${f.afterActions} actions`);
      console.log(`  ${f.message.split("\n").join("\n  ")}`);
      if (f.action) console.log(`  action: ${JSON.stringify(f.action)}`);
      console.log(`  reproduction: ${r.file}  (npm run scenario -- ${r.file}, or moxen fuzz --replay ${r.file})`);
    } else {
      console.log(`moxen fuzz: ${r.games} games, ${r.actions} actions, ${r.offeredChecked} offered actions tried, no failure (${secs.toFixed(1)} s)`);
    }
    return r.failure ? 1 : 0;
  },
};
