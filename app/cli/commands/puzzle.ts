/** `moxen puzzle FILE...`: checks that each puzzle's solution meets its goal (scenario-format "Puzzles"). */
import { resolve } from "node:path";
import { checkPuzzleSolution } from "../../../engine/scenario/puzzle";
import { parseArgs } from "../args";
import type { Command } from "../command";
import { readScenarioDoc } from "./scenario";

export const puzzleCommand: Command = {
  name: "puzzle",
  summary: "Check puzzle files: their solution is legal, meets its expectations and reaches the goal",
  usage: `Usage: moxen puzzle FILE... [--json]

A puzzle is a scenario file with a "puzzle" object: a title, a goal ("win": the other player
has lost by the end of "by"; "survive": you have not lost before "by" has passed), your seat
and a hint. Its actions are one solution. Each file's solution is played by the rules engine,
its expectations checked, and the goal judged on the game it reached. Prints "PASS title: why"
or "FAIL title: what went wrong"; exit status 0 only if every puzzle passed.

  --json    print one JSON object per file: {"file","title","pass","failures","reason"}`,

  async run(argv) {
    const { options, positionals } = parseArgs(argv, { json: { type: "boolean", default: false } }, { min: 1 });
    let failed = 0;
    for (const p of positionals) {
      const file = resolve(p);
      const read = readScenarioDoc(file);
      const r = "error" in read ? { name: p, pass: false, failures: [read.error], reason: undefined } : checkPuzzleSolution(read.doc, p);
      if (!r.pass) failed++;
      if (options.json) console.log(JSON.stringify({ file: p, title: r.name, pass: r.pass, failures: r.failures, reason: r.reason ?? null }));
      else console.log(r.pass ? `PASS ${r.name}: ${r.reason}` : `FAIL ${r.name}: ${r.failures.join("; ")}`);
    }
    return failed === 0 ? 0 : 1;
  },
};
