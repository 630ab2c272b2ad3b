/**
 * `moxen trade host|join|list`: trade units and coins with a friend from the command line,
 * connecting through invite and answer codes (WebRTC via @roamhq/wrtc), on the collection in the
 * data folder. The design is in app/host/trade/README.md.
 */
import { join } from "node:path";
import { createInterface } from "node:readline";
import { COLLECTION_FILE } from "../../host/collection/host-service";
import { openCollection, type CollectionService } from "../../host/collection/index";
import { resourcesDir } from "../../host/paths";
import { FileIdentityStore, loadOrCreateIdentity } from "../../host/net/identity";
import { FileKnownPeers } from "../../host/net/known-peers";
import type { Transport } from "../../host/net/transport";
import { ANSWER_PROMPT, CODE_TEXT, connectByCodes } from "./codes";
import { TradeSession, tradeRecords } from "../../host/trade/index";
import type { TradeViewDto } from "../../shared/contract/trade";
import { dataDirFrom, dataDirOption, parseArgs, UsageError } from "../args";
import type { Command } from "../command";

export const tradeCommand: Command = {
  name: "trade",
  summary: "Trade units and coins with a friend over the network (invite codes), or list past trades",
  usage: `Usage: moxen trade host [options]
       moxen trade join CODE [options]
       moxen trade list [options]

host prints an invite code to send to your friend, then reads their answer code.
join takes the invite code and prints the answer code to send back.
Contracts left waiting by an earlier session with the same friend are settled as soon as you connect.

During a trade, one command per line:
  give UNIT…   put these units of yours on your side (replaces the list; "give" alone empties it)
  coins N      put N coins on your side
  accept       accept both offers as they stand (any change clears both acceptances)
  show         both offers again
  quit         end the session

  --stun URL      a STUN server, for players on different networks (default: none, LAN only)
  --machine       JSON lines on stdin/stdout: in {"answer"}, {"give":[…]}, {"coins":N}, {"accept":true},
                  {"quit":true}; out {"invite"}, {"answer"}, {"view"}, {"error"}, {"closed"}
  --data-dir DIR  collection, identity and known players live here`,

  async run(argv) {
    const { options, positionals } = parseArgs(argv, { stun: { type: "string" }, machine: { type: "boolean", default: false }, ...dataDirOption }, { min: 1, max: 2 });
    const [mode, code] = positionals;
    if (mode !== "host" && mode !== "join" && mode !== "list") throw new UsageError(`expected "host", "join" or "list", got "${mode}"`);
    if (mode === "join" && !code) throw new UsageError("join needs the invite code");
    if (mode !== "join" && code) throw new UsageError(`unexpected argument "${code}"`);
    const dataDir = dataDirFrom(options);
    const collection = openCollection({ file: join(dataDir, COLLECTION_FILE), resourcesDir: resourcesDir() });
    const identity = loadOrCreateIdentity(new FileIdentityStore(join(dataDir, "identity.json")), "default");
    const out = (value: unknown, text: string) => (options.machine ? console.log(JSON.stringify(value)) : console.log(text));
    try {
      if (mode === "list") {
        const records = tradeRecords(collection.ctx, identity.publicKey);
        if (options.machine) console.log(JSON.stringify({ trades: records }));
        else if (!records.length) console.log("No trades yet.");
        else
          for (const r of records) {
            const goods = (g: { units: { card: string }[]; coins: number }) => [...g.units.map((u) => u.card), ...(g.coins ? [`${g.coins} coins`] : [])].join(", ") || "nothing";
            console.log(`${r.createdAt.slice(0, 16)}  ${r.status.padEnd(7)}  with ${r.friend.name} (${r.friend.fingerprint})  gave ${goods(r.gave)}; got ${goods(r.got)}`);
          }
        return 0;
      }
      const lines = lineReader();
      try {
        const iceServers = options.stun ? [{ urls: options.stun }] : [];
        if (!options.machine) console.error(`Your fingerprint: ${identity.fingerprint}`);
        const { transport, peerFingerprint } = await connectByCodes({
          mode: mode === "host" ? "host" : "join",
          ...(code !== undefined ? { code } : {}),
          webrtc: { identity, iceServers },
          show: (kind, c) => out({ [kind]: c }, CODE_TEXT[kind](c)),
          readAnswer: async () => {
            if (!options.machine) process.stderr.write(ANSWER_PROMPT);
            const line = await lines.next();
            return options.machine ? (JSON.parse(line) as { answer: string }).answer : line.trim();
          },
        });
        await runTrade(collection, transport, peerFingerprint, dataDir, lines, options.machine);
        return 0;
      } finally {
        lines.close();
      }
    } catch (e) {
      if (options.machine) console.log(JSON.stringify({ error: (e as Error).message }));
      else console.error(`moxen trade: ${(e as Error).message}`);
      return 1;
    } finally {
      collection.close();
    }
  },
};

async function runTrade(collection: CollectionService, transport: Transport, peerFingerprint: string | undefined, dataDir: string, lines: ReturnType<typeof lineReader>, machine: boolean): Promise<void> {
  const identity = loadOrCreateIdentity(new FileIdentityStore(join(dataDir, "identity.json")), "default");
  const session = new TradeSession({
    ctx: collection.ctx,
    identity,
    name: collection.profile.get().name,
    ...(peerFingerprint ? { expectedPeerFingerprint: peerFingerprint } : {}),
    knownPeers: new FileKnownPeers(join(dataDir, "known-peers.json")),
  });
  let last = "";
  let shownOutcomes = 0;
  let shownIncidents = 0;
  const show = (force = false) => {
    const view = session.view();
    const text = machine ? JSON.stringify({ view }) : describe(view);
    if (force || text !== last) {
      last = text;
      console.log(text);
    }
    if (!machine) {
      for (const o of view.outcomes.slice(shownOutcomes)) console.log(o.outcome === "final" ? `Trade ${o.tradeId.slice(0, 12)} is done: both signed, both collections changed.` : `Trade ${o.tradeId.slice(0, 12)} was called off (${o.reason ?? "aborted"}).`);
      for (const i of view.incidents.slice(shownIncidents)) console.log(`Refused a message from your friend: ${i.reason}`);
    }
    shownOutcomes = view.outcomes.length;
    shownIncidents = view.incidents.length;
  };
  session.onChange(() => show());
  session.attach(transport);
  const closed = new Promise<void>((resolve) => transport.onClose(() => resolve()));
  for (;;) {
    const line = await Promise.race([lines.next(), closed.then(() => null)]);
    if (line === null) break;
    try {
      if (machine) {
        const cmd = JSON.parse(line) as { give?: string[]; coins?: number; accept?: boolean; quit?: boolean };
        if (cmd.quit) break;
        if (cmd.give || cmd.coins !== undefined) session.setOffer({ units: cmd.give ?? session.myOffer.units.map((u) => u.id), coins: cmd.coins ?? session.myOffer.coins });
        if (cmd.accept) session.accept();
        continue;
      }
      const [word, ...rest] = line.trim().split(/\s+/);
      if (word === "quit") break;
      else if (word === "give") session.setOffer({ units: rest, coins: session.myOffer.coins });
      else if (word === "coins") session.setOffer({ units: session.myOffer.units.map((u) => u.id), coins: Number(rest[0]) });
      else if (word === "accept") session.accept();
      else if (word === "show") show(true);
      else if (word) console.error(`Unknown command "${word}": give, coins, accept, show or quit.`);
    } catch (e) {
      if (machine) console.log(JSON.stringify({ error: (e as Error).message }));
      else console.error((e as Error).message);
    }
  }
  if (!machine && session.phase === "signing") console.log("Your side is signed and held until your friend's answer arrives: it is settled the next time you connect.");
  session.close();
  if (machine) console.log(JSON.stringify({ closed: true }));
}

function describe(view: TradeViewDto): string {
  const side = (o: TradeViewDto["mine"] | null) =>
    !o ? "  (no offer yet)" : [...o.units.map((u) => `  ${u.id}  ${u.card} (${u.set} ${u.number})`), `  ${o.coins} coins`].join("\n");
  const friend = view.friend ? `${view.friend.name} (${view.friend.fingerprint})` : "your friend";
  return [
    `— Trade with ${friend}: ${view.phase}`,
    `You give${view.iAccepted ? " (you accepted)" : ""}:`,
    side(view.mine),
    `${view.friend?.name ?? "They"} give${view.theyAccepted ? " (accepted)" : ""}:`,
    side(view.theirs),
    ...(view.lastError ? [`! ${view.lastError}`] : []),
  ].join("\n");
}

function lineReader() {
  const rl = createInterface({ input: process.stdin });
  const queue: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  rl.on("line", (l) => (waiters.length ? waiters.shift()!(l) : queue.push(l)));
  return {
    next: () => new Promise<string>((resolve) => (queue.length ? resolve(queue.shift()!) : waiters.push(resolve))),
    close: () => rl.close(),
  };
}
