import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseArgs, UsageError } from "../../app/cli/args";
import type { Command } from "../../app/cli/command";
import { benchCommand } from "../../app/cli/commands/bench";
import { benchCommands } from "../../app/cli/commands/bench/index";
import { commands } from "../../app/cli/commands/index";
import { main } from "../../app/cli/main";

/** Captures console output while `fn` runs. */
async function capture(fn: () => Promise<number>) {
  const out: string[] = [];
  const err: string[] = [];
  const { log, error } = console;
  console.log = (...a: unknown[]) => void out.push(a.join(" "));
  console.error = (...a: unknown[]) => void err.push(a.join(" "));
  try {
    return { code: await fn(), out: out.join("\n"), err: err.join("\n") };
  } finally {
    Object.assign(console, { log, error });
  }
}

const echo: Command = {
  name: "echo",
  summary: "prints its --text",
  usage: "Usage: moxen echo --text T",
  async run(argv) {
    const { options } = parseArgs(argv, { text: { type: "string" }, times: { type: "int", min: 1, max: 3, default: 1 } });
    console.log(Array(options.times).fill(options.text).join(" "));
    return 0;
  },
};

describe("moxen CLI", () => {
  it("registers web and bench, each with a name, summary and usage", () => {
    for (const c of commands) assert.ok(c.name && c.summary && c.usage, c.name);
    assert.ok(commands.some((c) => c.name === "web"));
    assert.ok(commands.some((c) => c.name === "bench"));
    assert.equal(new Set(commands.map((c) => c.name)).size, commands.length, "names are unique");
  });

  it("dispatches to a command and returns its exit code", async () => {
    const r = await capture(() => main(["echo", "--text", "hi", "--times", "2"], [echo]));
    assert.deepEqual([r.code, r.out], [0, "hi hi"]);
  });

  it("prints help, and exits 2 on an unknown command or bad usage", async () => {
    const help = await capture(() => main(["help"], [echo]));
    assert.equal(help.code, 0);
    assert.match(help.out, /echo\s+prints its --text/);
    const unknown = await capture(() => main(["nope"], [echo]));
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /unknown command "nope"/);
    const bad = await capture(() => main(["echo", "--times", "9"], [echo]));
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--times must be between 1 and 3, got 9/);
    assert.match(bad.err, /Usage: moxen echo/);
    const usage = await capture(() => main(["echo", "--help"], [echo]));
    assert.deepEqual([usage.code, usage.out], [0, "Usage: moxen echo --text T"]);
  });

  it("parses typed options and rejects unknown ones", () => {
    const spec = { port: { type: "int", min: 0, max: 65535 }, json: { type: "boolean", default: false }, "data-dir": { type: "string" } } as const;
    assert.deepEqual(parseArgs(["--port", "80", "--json"], spec).options, { port: 80, json: true, "data-dir": undefined });
    assert.deepEqual(parseArgs(["--port=0"], spec).options.port, 0);
    assert.throws(() => parseArgs(["--port", "8.5"], spec), /--port must be an integer, got "8.5"/);
    assert.throws(() => parseArgs(["--port", "70000"], spec), UsageError);
    assert.throws(() => parseArgs(["--colour"], spec), /unknown option '--colour'/i);
    assert.throws(() => parseArgs(["stray"], spec), /unexpected argument "stray"/);
    assert.deepEqual(parseArgs(["a", "b"], spec, { min: 1, max: 2 }).positionals, ["a", "b"]);
  });

  it("bench dispatches to registered subcommands and refuses unknown ones", async () => {
    assert.ok(benchCommands.some((c) => c.name === "ui"));
    const unknown = await capture(() => benchCommand.run(["warp"]));
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /unknown benchmark "warp"/);
    const badFlag = await capture(() => main(["bench", "ui", "--calls", "0"]));
    assert.equal(badFlag.code, 2);
    assert.match(benchCommand.usage, /ui\s+renderer bundle size/);
  });
});
