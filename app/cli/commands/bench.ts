/**
 * `moxen bench [<sub>] [--json]`: prints figures, asserts nothing. Subcommands live in
 * bench/index.ts; with none named, every registered one runs in turn.
 */
import type { Command } from "../command";
import { benchCommands } from "./bench/index";

const list = () => benchCommands.map((c) => `  ${c.name.padEnd(12)}${c.summary}`).join("\n");

export const benchCommand: Command = {
  name: "bench",
  summary: "Benchmarks: engine, collection, net, hidden, ui (figures only)",
  get usage() {
    return `Usage: moxen bench [<subcommand>] [--json] [options]

Runs one benchmark, or all of them when none is named. --json prints one JSON object per
benchmark instead of a table.

Subcommands:
${list()}`;
  },

  async run(argv) {
    const [first, ...rest] = argv;
    if (first && !first.startsWith("-")) {
      const sub = benchCommands.find((c) => c.name === first);
      if (!sub) {
        console.error(`moxen bench: unknown benchmark "${first}". Known:\n${list()}`);
        return 2;
      }
      return sub.run(rest);
    }
    let worst = 0;
    for (const sub of benchCommands) worst = Math.max(worst, await sub.run(argv));
    return worst;
  },
};
