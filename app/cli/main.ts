/** `moxen`: the command line. Dispatches to the commands registered in commands/index.ts. */
import { pathToFileURL } from "node:url";
import { UsageError, wantsHelp } from "./args";
import type { Command } from "./command";
import { commands } from "./commands/index";

function help(list: Command[]): string {
  const width = Math.max(...list.map((c) => c.name.length));
  return [
    "Moxen: classic Magic (1993–94) with full rules enforcement.",
    "",
    "Usage: moxen <command> [options]    (moxen <command> --help for its options)",
    "",
    "Commands:",
    ...list.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Data folder: --data-dir DIR, or MOXEN_DATA_DIR, else the platform's usual place.",
  ].join("\n");
}

/** Runs one command line; resolves to the exit code. Never calls process.exit itself. */
export async function main(argv: string[], list: Command[] = commands): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    const topic = name === "help" ? list.find((c) => c.name === rest[0]) : undefined;
    console.log(topic ? topic.usage : help(list));
    return name === undefined ? 2 : 0;
  }
  const command = list.find((c) => c.name === name);
  if (!command) {
    console.error(`moxen: unknown command "${name}"\n\n${help(list)}`);
    return 2;
  }
  if (wantsHelp(rest)) {
    console.log(command.usage);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`moxen ${name}: ${e.message}\n\n${command.usage}`);
      return 2;
    }
    console.error(`moxen ${name}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return 1;
  }
}

// Run when executed directly (`node --import tsx app/cli/main.ts …`); bin/moxen.js calls main().
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
