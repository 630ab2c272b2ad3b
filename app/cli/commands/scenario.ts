/** `moxen scenario PATH... [--json]`: runs scenario files (../shared/spec/scenario-format.md). */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { runScenarioJson, type ScenarioResult } from "../../../engine/scenario/run";
import { parseArgs } from "../args";
import type { Command } from "../command";

/** Scenario files are small; anything larger is refused before parsing. */
const MAX_FILE_BYTES = 1 << 20;

/** A file named on the command line is run whatever its name; in folders, only *.json files are. */
function collect(path: string, out: string[], named = true): void {
  const st = statSync(path);
  if (st.isDirectory()) {
    for (const name of readdirSync(path).sort()) collect(join(path, name), out, false);
  } else if (named || path.endsWith(".json")) out.push(path);
}

/** A scenario or puzzle file's JSON, or why it cannot be read. */
export function readScenarioDoc(file: string): { doc: unknown } | { error: string } {
  let text: string;
  try {
    const st = statSync(file);
    if (!st.isFile()) return { error: `${file}: not a regular file` };
    if (st.size > MAX_FILE_BYTES) return { error: `${file}: file is larger than ${MAX_FILE_BYTES} bytes` };
    text = readFileSync(file, "utf8");
  } catch (e) {
    return { error: (e as NodeJS.ErrnoException).code === "ENOENT" ? `${file}: no such file` : `${file}: cannot be read (${(e as Error).message})` };
  }
  try {
    return { doc: JSON.parse(text) };
  } catch (e) {
    return { error: `${file}: not valid JSON: ${(e as Error).message}` };
  }
}

export function runScenarioFile(file: string): ScenarioResult & { file: string } {
  const read = readScenarioDoc(file);
  if ("error" in read) return { file, name: file, pass: false, failures: [read.error] };
  const doc = read.doc;
  const r = runScenarioJson(doc, file);
  return { file, ...r, failures: r.failures.map((f) => (f.startsWith("field") ? `${file}: ${f}` : f)) };
}

export const scenarioCommand: Command = {
  name: "scenario",
  summary: "Run scenario files (rules tests and puzzles) and report PASS/FAIL",
  usage: `Usage: moxen scenario PATH... [--json]

Runs each scenario file (folders are searched recursively for *.json) in a fresh engine and
prints "PASS name" or "FAIL name: what differed", then "N passed, N failed".
Exit status is 0 only if every scenario passed.

  --json       print one JSON object per scenario: {"file","name","pass","failures"}
  --failures   print only the FAIL lines (and the totals), so a long run's failures stay in view`,

  async run(argv) {
    const { options, positionals } = parseArgs(
      argv,
      { json: { type: "boolean", default: false }, failures: { type: "boolean", default: false } },
      { min: 1 },
    );
    const files: string[] = [];
    let passed = 0;
    let failed = 0;
    for (const p of positionals) {
      try {
        collect(resolve(p), files);
      } catch {
        const r = { file: p, name: p, pass: false, failures: [`${p}: no such file or folder`] };
        failed++;
        console.log(options.json ? JSON.stringify(r) : `FAIL ${p}: no such file or folder`);
      }
    }
    for (const file of files) {
      const r = runScenarioFile(file);
      if (r.pass) passed++;
      else failed++;
      if (options.json) console.log(JSON.stringify({ file: r.file, name: r.name, pass: r.pass, failures: r.failures }));
      else if (!r.pass) console.log(`FAIL ${r.name}: ${r.failures.join("; ")}`);
      else if (!options.failures) console.log(`PASS ${r.name}`);
    }
    if (!options.json) console.log(`${passed} passed, ${failed} failed`);
    return failed === 0 ? 0 : 1;
  },
};
