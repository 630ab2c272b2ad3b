/**
 * Handlers of the "net" contract group (app/shared/contract/net.ts): the host side of the
 * renderer's WebRTC data channels, the player's identity, and code conversion.
 *
 * Whoever runs matches (the match host) takes the channels through `onChannel` and attaches
 * a PeerSession to each. Per renderer at most a few channels may be open, and they close
 * when that renderer goes away.
 */
import { join } from "node:path";
import type { MethodSpec } from "../../shared/contract/define";
import type { ChannelBytes, ChannelClose, netMethods } from "../../shared/contract/net";
import type { HostContext, Service } from "../context";
import { HostError } from "../errors";
import type { CallContext } from "../ipc/router";
import { BridgedTransport, BridgeRegistry } from "./bridged-transport";
import { CodeError } from "./errors";
import { FileIdentityStore, loadOrCreateIdentity } from "./identity";
import { codeToSignal, signalToCode } from "./signal-code";

type Spec = typeof netMethods;
type ArgsOf<N extends keyof Spec> = Spec[N] extends MethodSpec<infer A, unknown> ? A : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ResultOf<N extends keyof Spec> = Spec[N] extends MethodSpec<any, infer R> ? R : never;
export type NetHandlers = { [N in keyof Spec]: (args: ArgsOf<N>, call: CallContext) => ResultOf<N> | Promise<ResultOf<N>> };

export interface NetServiceHooks {
  /** A renderer opened a channel: attach a PeerSession to it (the match host's job). */
  onChannel?(transport: BridgedTransport, client: string): void;
}

const MAX_CHANNELS_PER_CLIENT = 4;

export function createNetService(ctx: HostContext, hooks: NetServiceHooks = {}): Service<NetHandlers> & { identity(): ReturnType<typeof loadOrCreateIdentity> } {
  let identity: ReturnType<typeof loadOrCreateIdentity> | null = null;
  const me = () => (identity ??= loadOrCreateIdentity(new FileIdentityStore(join(ctx.dataDir, "identity.json")), "default"));
  const registry = new BridgeRegistry();
  const owners = new Map<string, { client: string; transport: BridgedTransport }>();
  // The events are not in the registered contract until the group is added to index.ts.
  const emit = (name: "net.channelSend" | "net.channelClose", body: ChannelBytes | ChannelClose, to: string) =>
    (ctx.events.emit as (n: string, p: unknown, to?: string) => void)(name, body, to);

  const owned = (channelId: string, call: CallContext): BridgedTransport => {
    const entry = owners.get(channelId);
    if (!entry || entry.client !== call.client) throw new HostError("no_channel", `No open network channel "${channelId}".`);
    return entry.transport;
  };

  return {
    identity: me,
    handlers: {
      "net.identity": () => ({ fingerprint: me().fingerprint }),
      "net.openChannel": (_args, call) => {
        const mine = [...owners.values()].filter((o) => o.client === call.client && o.transport.isOpen).length;
        if (mine >= MAX_CHANNELS_PER_CLIENT) throw new HostError("too_many_channels", "Too many network connections are open; close one first.");
        const transport = registry.open((channelId) => ({
          send: (bytes) => emit("net.channelSend", { channelId, data: Buffer.from(bytes).toString("base64") }, call.client),
          close: (reason) => emit("net.channelClose", { channelId, reason }, call.client),
        }));
        owners.set(transport.channelId, { client: call.client, transport });
        transport.onClose(() => owners.delete(transport.channelId));
        hooks.onChannel?.(transport, call.client);
        return { channelId: transport.channelId };
      },
      "net.makeCode": (args) => {
        try {
          return { code: signalToCode(args.signal, me().digest()) };
        } catch (e) {
          if (e instanceof CodeError) throw new HostError(e.code, e.message);
          throw e;
        }
      },
      "net.readCode": (args) => {
        try {
          const { signal, identity: peer } = codeToSignal(args.code, args.expect === "invite" ? "offer" : "answer");
          return { signal, peerFingerprint: peer ?? null };
        } catch (e) {
          if (e instanceof CodeError) throw new HostError(e.code, e.message);
          throw e;
        }
      },
      "net.channelData": (args, call) => {
        owned(args.channelId, call).deliverFromRenderer(new Uint8Array(Buffer.from(args.data, "base64")));
      },
      "net.channelClosed": (args, call) => {
        owned(args.channelId, call).rendererClosed(args.reason);
      },
    },
    clientClosed(client) {
      for (const o of [...owners.values()]) if (o.client === client) o.transport.rendererClosed("the window closed");
    },
    close() {
      for (const o of [...owners.values()]) o.transport.close("the host is shutting down");
    },
  };
}
