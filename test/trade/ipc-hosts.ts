/** Two real hosts (createServices, each its own data folder) whose renderers' channels are bridged: the trade IPC tests. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after } from "node:test";
import { createServices, type Services } from "../../app/host/services";
import type { TradeViewDto } from "../../app/shared/contract/trade";

const dirs: string[] = [];
const all: Services[] = [];
after(async () => {
  for (const s of all) await s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A host with a player called `name`: its contract calls as one renderer, and the trade views sent to it. */
export async function ipcHost(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `moxen-ipc-trade-${name}-`));
  dirs.push(dir);
  const services = await createServices({ dataDir: dir, shell: "web", log: () => {} });
  all.push(services);
  const client = `test:${name}`;
  const call = async <T>(method: string, args?: unknown): Promise<T> => {
    const r = await services.router.call(method, args, { client });
    if (!r.ok) throw Object.assign(new Error((r as { error: { message: string } }).error.message), { code: (r as { error: { code: string } }).error.code });
    return (r as { value: T }).value;
  };
  await call("profile.setName", { name });
  const views: TradeViewDto[] = [];
  services.events.subscribe((event, payload, to) => {
    if (event === "trade.changed" && to === client) views.push(payload as TradeViewDto);
  });
  return { services, client, call, views, last: () => views.at(-1) ?? null };
}
export type IpcHost = Awaited<ReturnType<typeof ipcHost>>;

/** What `from`'s renderer would send on its channel arrives at `to`'s, as a data channel does. */
export function wire(from: IpcHost, to: IpcHost, fromChannel: string, toChannel: string): void {
  from.services.events.subscribe((event, payload, target) => {
    const p = payload as { channelId: string; data: string };
    if (event === "net.channelSend" && target === from.client && p.channelId === fromChannel) {
      setImmediate(() => void to.call("net.channelData", { channelId: toChannel, data: p.data }).catch(() => undefined));
    }
  });
}
