/**
 * `moxen sealed host|join`: a sealed event or a Winston draft with a friend over the network (app/host/limited/event/),
 * connected through invite and answer codes (WebRTC via @roamhq/wrtc), on the collection and
 * matches in the data folder. The computer plays for the command-line user (`--ai`, as
 * `moxen peer --ai` does), drafts for it in a Winston event, and builds its decks from the pool.
 */
import { join } from "node:path";
import { createInterface } from "node:readline";
import { COLLECTION_FILE } from "../../host/collection/host-service";
import { openCollection } from "../../host/collection/index";
import { AI_KINDS, type AiKind } from "../../host/ai/types";
import { resourcesDir } from "../../host/paths";
import { FileIdentityStore, loadOrCreateIdentity } from "../../host/net/identity";
import { FileKnownPeers } from "../../host/net/known-peers";
import { ANSWER_PROMPT, CODE_TEXT, connectByCodes } from "./codes";
import { clockWords, runNetworkSealed } from "../../host/limited/event/runner";
import { PackSpecError, parsePackSpec } from "../../host/limited/packs";
import type { EventKind } from "../../host/limited/pool";
import { winstonSpecProblem } from "../../host/limited/event/winston-phase";
import { loadCardData } from "../../host/collection/card-data";
import { dataDirFrom, dataDirOption, parseArgs, UsageError } from "../args";

export const SEALED_NET_USAGE = `       moxen sealed host --packs SPEC [--kind sealed|winston] [--build-minutes N] [--ai X] [options]
       moxen sealed join CODE [--ai X] [options]
       moxen sealed host --resume KEY | join CODE --resume KEY

A sealed event with a friend: host proposes the packs and prints an invite code, then reads the
friend's answer code; join takes the invite code and prints the answer code to send back. Each
side's pool is drawn so that neither program chooses or sees the other's (commit-then-reveal),
paid for at the shop's price and kept in your collection; the computer builds your decks and plays
a best of three for you; at the end each side shows its secret and audits the other's pool and
decks. With --kind winston the two draft one set of packs between them, Winston style (the host
pays for ceil(n/2) of the packs, the friend for the rest); the computer drafts for you, and the
joiner follows the kind the host proposed. If the connection or the program dies, run the same
command again with --resume KEY (the event's key is printed at the start) and new codes: the
event goes on from where the logs stand.

  --packs SPEC    host: the boosters each player opens (3ED:6, LEG:2,DRK:2,FEM:2); winston: the
                  boosters drafted between the two (at most 105 cards)
  --kind K        host: sealed (default) or winston
  --build-minutes N  host: a deck-building clock both agree on, N whole minutes (10 to 90; default
                  none). Each program counts its own player's time from when its pool is recorded;
                  the computer builds at once
  --ai X          who plays for you: beginner | heuristic | strong | random (default heuristic)
  --resume KEY    go on with an event already started
  --decline       join: decline the proposal
  --turn-cap T    a game still going after turn T is a draw (both sides must give the same)
  --stun URL      a STUN server, for players on different networks (default: none, LAN only)
  --json          print the outcome as one JSON object at the end
  --data-dir DIR  collection, identity, matches and known players live here`;

export async function runSealedNet(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(
    argv,
    {
      packs: { type: "string" }, kind: { type: "string" }, "build-minutes": { type: "int", min: 10, max: 90 }, ai: { type: "string", default: "heuristic" }, resume: { type: "string" }, decline: { type: "boolean", default: false },
      "turn-cap": { type: "int", min: 1, max: 10_000 }, stun: { type: "string" }, json: { type: "boolean", default: false }, ...dataDirOption,
    },
    { min: 1, max: 2 },
  );
  const [mode, code] = positionals;
  if (mode !== "host" && mode !== "join") throw new UsageError(`expected "host" or "join", got "${mode}"`);
  if (mode === "join" && !code) throw new UsageError("join needs the invite code");
  if (mode === "host" && code) throw new UsageError(`unexpected argument "${code}"`);
  if (mode === "host" && !options.packs && !options.resume) throw new UsageError("--packs is required to host an event, for example --packs 3ED:6");
  if (!AI_KINDS.includes(options.ai as AiKind)) throw new UsageError(`--ai: unknown AI "${options.ai}" (${AI_KINDS.join(", ")})`);
  if (options.resume !== undefined && !/^[0-9a-f]{64}$/.test(options.resume)) throw new UsageError("--resume: an event key is 64 hexadecimal characters");
  if (options.kind !== undefined && options.kind !== "sealed" && options.kind !== "winston") throw new UsageError(`--kind: "${options.kind}" is not an event kind (sealed, winston)`);
  if (options.kind !== undefined && (mode === "join" || options.resume)) throw new UsageError("--kind is the host's choice for a new event: join (and --resume) follow the proposal");
  if (options["build-minutes"] !== undefined && (mode === "join" || options.resume)) throw new UsageError("--build-minutes is the host's choice for a new event: join (and --resume) follow the proposal");
  const kind: EventKind = (options.kind as EventKind | undefined) ?? "sealed";
  if (options.packs !== undefined) {
    try {
      const spec = parsePackSpec(options.packs, loadCardData().sets);
      const problem = kind === "winston" ? winstonSpecProblem(spec) : null;
      if (problem) throw new UsageError(`--packs: ${problem}`);
    } catch (e) {
      if (e instanceof PackSpecError) throw new UsageError(`--${e.message}`);
      throw e;
    }
  }
  const dataDir = dataDirFrom(options);
  const collection = openCollection({ file: join(dataDir, COLLECTION_FILE), resourcesDir: resourcesDir() });
  const identity = loadOrCreateIdentity(new FileIdentityStore(join(dataDir, "identity.json")), "default");
  const info = (text: string) => console.error(text);
  const rl = createInterface({ input: process.stdin });
  const lines: string[] = [];
  const waiting: { resolve: (l: string) => void; reject: (e: Error) => void }[] = [];
  let ended = false;
  rl.on("line", (l) => (waiting.length ? waiting.shift()!.resolve(l) : lines.push(l)));
  rl.on("close", () => {
    ended = true;
    waiting.splice(0).forEach((w) => w.reject(new Error("the input ended before the friend's answer code")));
  });
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      if (lines.length) resolve(lines.shift()!);
      else if (ended) reject(new Error("the input ended before the friend's answer code"));
      else waiting.push({ resolve, reject });
    });
  try {
    const iceServers = options.stun ? [{ urls: options.stun }] : [];
    info(`Your fingerprint: ${identity.fingerprint}`);
    const { transport, peerFingerprint } = await connectByCodes({
      mode: mode === "host" ? "host" : "join",
      ...(code !== undefined ? { code } : {}),
      webrtc: { identity, iceServers },
      show: (kind, c) => console.log(options.json ? JSON.stringify({ [kind]: c }) : CODE_TEXT[kind](c)),
      readAnswer: async () => {
        if (!options.json) process.stderr.write(ANSWER_PROMPT);
        return (await nextLine()).trim();
      },
    });
    info("Connected.");
    const r = await runNetworkSealed({
      role: mode === "host" ? "host" : "guest",
      transport, identity, collection, dataDir, name: collection.profile.get().name,
      ...(options.packs ? { spec: options.packs, kind, buildMinutes: options["build-minutes"] ?? null } : {}), ...(options.resume ? { key: options.resume } : {}),
      ...(peerFingerprint ? { peerFingerprint } : {}),
      knownPeers: new FileKnownPeers(join(dataDir, "known-peers.json")),
      ai: options.ai as AiKind, ...(options["turn-cap"] ? { turnCap: options["turn-cap"] } : {}),
      acceptProposal: ({ spec, from, kind: proposed, buildMinutes }) => {
        info(`${from} proposes a ${proposed === "winston" ? "Winston draft" : "sealed event"}: ${spec}${clockWords(buildMinutes)}.${options.decline ? " Declining." : " Accepting."}`);
        return !options.decline;
      },
      info,
    });
    transport.close("the event is over");
    if (options.json) {
      console.log(JSON.stringify({ key: r.key, kind: r.kind, spec: r.spec, friend: { name: r.peerName, fingerprint: r.peerFingerprint }, pool: r.pool, games: r.games, standings: r.standings, audit: r.audit && { clean: r.audit.clean, problems: r.audit.problems } }));
    } else {
      const s = r.standings;
      console.log(`${r.kind === "winston" ? "Winston" : "Sealed"} event ${r.key.slice(0, 12)}… with ${r.peerName}: ${s.me}–${s.peer}${s.draws ? `–${s.draws}` : ""}, ${s.winner === "me" ? "you won" : s.winner === "peer" ? `${r.peerName} won` : "a draw"}.`);
      console.log(r.audit ? (r.audit.clean ? "Audit: clean." : `Audit: ${r.audit.problems.join(" ")}`) : "Audit: the friend never showed its secrets.");
    }
    return r.audit?.clean === false ? 2 : 0;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if (options.json) console.log(JSON.stringify({ error: (e as Error).message }));
    else console.error(`moxen sealed: ${(e as Error).message}`);
    return 1;
  } finally {
    rl.close();
    collection.close();
  }
}
