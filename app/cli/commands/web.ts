/** `moxen web`: serve Moxen to this machine's browser. */
import { dataDirFrom, dataDirOption, parseArgs } from "../args";
import type { Command } from "../command";
import { ensureRendererBuilt } from "../../web/renderer-build";
import { startWebHost } from "../../web/server";

export const webCommand: Command = {
  name: "web",
  summary: "Serve Moxen to your browser on 127.0.0.1 (for headless machines)",
  usage: `Usage: moxen web [--port N] [--data-dir DIR]

Serves Moxen on http://127.0.0.1 only, behind a secret made for this launch, and prints
the address to open. Runs until Ctrl+C.

  --port N          port to listen on (default: any free port)
  --data-dir DIR    where your collection and decks live (default: MOXEN_DATA_DIR,
                    else the platform's usual folder)`,

  async run(argv) {
    const { options } = parseArgs(argv, { port: { type: "int", min: 0, max: 65535, default: 0 }, ...dataDirOption });
    await ensureRendererBuilt();
    let host;
    try {
      host = await startWebHost({ port: options.port, dataDir: dataDirFrom(options) });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EADDRINUSE") {
        console.error(`moxen web: port ${options.port} is in use; pick another with --port, or leave it out for any free port.`);
        return 1;
      }
      throw e;
    }
    console.log(`Moxen is running at ${host.url}`);
    console.log(`Data folder: ${host.services.ctx.dataDir}`);
    console.log("Press Ctrl+C to stop.");
    await untilSignal();
    console.log("\nStopping Moxen…");
    await host.close();
    return 0;
  },
};

function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
