/**
 * `moxen bench ui`: the user-facing plumbing. Renderer bundle size, contract round trips
 * over the web host's WebSocket, and (where Chromium exists) time until the shell shows
 * live data.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { rendererDist } from "../../../host/paths";
import { connectClient } from "../../../web/client";
import { ensureRendererBuilt } from "../../../web/renderer-build";
import { startWebHost, type WebHost } from "../../../web/server";
import { parseArgs } from "../../args";
import { chromiumAvailable, launchChromium } from "../../chromium";
import type { Command } from "../../command";
import { percentile, printReport, type Figure } from "./report";
import { tableFigures } from "./ui-table";

export const uiBench: Command = {
  name: "ui",
  summary: "renderer bundle size, IPC round trips over the web host, page load, game table intents and drag frames in Chromium",
  usage: `Usage: moxen bench ui [--json] [--calls N] [--intents N] [--no-browser]

  --calls N       sequential app.ping round trips to time (default 2000)
  --intents N     passes at the game table to time, intent to updated table (default 30)
  --no-browser    skip the Chromium figures (page load, game table)`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      json: { type: "boolean", default: false },
      calls: { type: "int", min: 1, max: 1_000_000, default: 2000 },
      intents: { type: "int", min: 1, max: 1000, default: 30 },
      "no-browser": { type: "boolean", default: false },
    });
    await ensureRendererBuilt(undefined, () => {});
    const figures: Figure[] = [...bundleFigures()];
    const dataDir = mkdtempSync(join(tmpdir(), "moxen-bench-"));
    const host = await startWebHost({ dataDir, log: () => {} });
    try {
      figures.push(...(await roundTripFigures(host, options.calls)));
      if (!options["no-browser"] && chromiumAvailable()) {
        figures.push(await pageLoadFigure(host));
        figures.push(...(await tableFigures(host, options.intents)));
      }
    } finally {
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    printReport("ui", figures, options.json);
    return 0;
  },
};

function bundleFigures(): Figure[] {
  const assets = join(rendererDist(), "assets");
  let raw = 0;
  let gz = 0;
  for (const f of readdirSync(assets).filter((f) => /\.(js|css)$/.test(f))) {
    const bytes = readFileSync(join(assets, f));
    raw += bytes.length;
    gz += gzipSync(bytes).length;
  }
  return [
    { key: "bundle_bytes", label: "renderer JS+CSS", value: raw, unit: "bytes" },
    { key: "bundle_gzip_bytes", label: "renderer JS+CSS gzipped", value: gz, unit: "bytes" },
  ];
}

async function roundTripFigures(host: WebHost, calls: number): Promise<Figure[]> {
  const client = await connectClient(host);
  try {
    for (let i = 0; i < 100; i++) await client.api.app.ping(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      await client.api.app.ping({ echo: "x" });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const burst = Math.max(calls, 1000);
    const t0 = performance.now();
    await Promise.all(Array.from({ length: burst }, () => client.api.app.info()));
    const perSecond = Math.round(burst / ((performance.now() - t0) / 1000));
    return [
      { key: "ping_p50_ms", label: "app.ping round trip p50", value: percentile(times, 50), unit: "ms" },
      { key: "ping_p99_ms", label: "app.ping round trip p99", value: percentile(times, 99), unit: "ms" },
      { key: "burst_calls_per_s", label: `app.info burst of ${burst}`, value: perSecond, unit: "calls/s" },
    ];
  } finally {
    await client.close();
  }
}

async function pageLoadFigure(host: WebHost): Promise<Figure> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const t0 = performance.now();
    await page.goto(`${host.url}#/settings`);
    await page.getByTestId("app-version").waitFor();
    return { key: "page_live_ms", label: "page load until live data", value: Math.round(performance.now() - t0), unit: "ms" };
  } finally {
    await browser.close();
  }
}
