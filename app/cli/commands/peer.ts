/**
 * `moxen peer host|join`: play one match against a friend over the network, from the command
 * line, connecting through invite and answer codes (WebRTC via @roamhq/wrtc).
 */
import { MATCH_FORMATS, type MatchFormat } from "../../host/net/message-bodies";
import { createInterface } from "node:readline";
import type { Action, PlayerView } from "../../../engine/index";
import { AI_KINDS, type AiKind } from "../../host/ai/types";
import type { AuditResult } from "../../host/net/game-rules";
import { runPeerMatch, type PeerMatchIo } from "../../host/net/peer-match";
import { DeckError, resolveDeck } from "../../host/play/decks";
import { dataDirFrom, dataDirOption, parseArgs, UsageError } from "../args";
import type { Command } from "../command";

export const peerCommand: Command = {
  name: "peer",
  summary: "Play a friend over the network: host a match (invite code) or join one",
  usage: `Usage: moxen peer host --deck FILE [--ai KIND] [options]
       moxen peer join CODE --deck FILE [--ai KIND] [options]

host prints an invite code to send to your friend, then reads their answer code.
join takes the invite code and prints the answer code to send back.
Without --ai you choose each action from a numbered list; with it a computer plays for you.

  --deck FILE     deck file, or a benchmark deck name (red-green-beats, white-blue-skies, …)
  --ai KIND       beginner | heuristic | strong | random
  --name NAME     the name your opponent sees (default: "Player")
  --seed S        seed of the AI's own random choices (default 1)
  --turn-cap T    a game still going after turn T is a draw (both sides must agree; off by default)
  --format F      freeform (default) or oldschool: both decks must be legal in it, and both
                  players must choose the same one
  --dexterity     allow the dexterity cards (Chaos Orb, Falling Star); both players must choose it
  --ante          play for ante (both players must choose it); a deck file holds no units of
                  your collection, so the winner takes the ante in the game only (the app's
                  network match moves the real units)
  --stun URL      a STUN server, for players on different networks (default: none, LAN only)
  --machine       JSON lines on stdin/stdout instead of prompts (used by moxen selfplay)
  --data-dir DIR  identity, known players and match logs live here`,

  async run(argv) {
    const { options, positionals } = parseArgs(
      argv,
      {
        deck: { type: "string" },
        ai: { type: "string" },
        name: { type: "string", default: "Player" },
        seed: { type: "int", default: 1 },
        "turn-cap": { type: "int", min: 1, max: 10_000 },
        format: { type: "string", default: "freeform" },
        stun: { type: "string" },
        machine: { type: "boolean", default: false },
        dexterity: { type: "boolean", default: false },
        ante: { type: "boolean", default: false },
        ...dataDirOption,
      },
      { min: 1, max: 2 },
    );
    const [mode, code] = positionals;
    if (mode !== "host" && mode !== "join") throw new UsageError(`expected "host" or "join", got "${mode}"`);
    if (mode === "join" && !code) throw new UsageError("join needs the invite code");
    if (mode === "host" && code) throw new UsageError(`unexpected argument "${code}"`);
    if (!options.deck) throw new UsageError("--deck is required");
    if (!MATCH_FORMATS.includes(options.format as MatchFormat)) throw new UsageError(`--format: "${options.format}" is not a format (${MATCH_FORMATS.join(" or ")})`);
    if (options.ai && !AI_KINDS.includes(options.ai as AiKind)) throw new UsageError(`--ai: unknown AI "${options.ai}" (beginner, heuristic, strong or random)`);
    let deck;
    try {
      deck = resolveDeck(options.deck);
    } catch (e) {
      if (e instanceof DeckError || (e as NodeJS.ErrnoException).code === "ENOENT") throw new UsageError(`--deck: ${(e as Error).message}`);
      throw e;
    }
    const lines = lineReader();
    const io: PeerMatchIo = options.machine ? machineIo(lines) : personIo(lines, !options.ai);
    try {
      const out = await runPeerMatch({
        role: mode === "host" ? "host" : "guest",
        inviteCode: code,
        deck: deck.cards,
        ...(deck.sideboard ? { sideboard: deck.sideboard } : {}),
        playerName: options.name,
        dataDir: dataDirFrom(options),
        ai: options.ai as AiKind | undefined,
        aiSeed: options.seed,
        turnCap: options["turn-cap"],
        format: options.format as MatchFormat,
        ...(options.dexterity ? { dexterity: true } : {}),
        ...(options.ante ? { ante: true } : {}),
        iceServers: options.stun ? [{ urls: options.stun }] : [],
        io,
      });
      if (options.machine) {
        console.log(JSON.stringify({ done: { seed: out.seed, gameId: out.gameId, winner: out.result.winner, reason: out.result.reason, turns: out.turns, hash: out.hash, audit: auditWord(out.audit) } }));
      } else {
        const you = mode === "host" ? "A" : "B";
        const verdict = out.result.winner === "draw" ? "Draw" : out.result.winner === you ? "You won" : `${out.peer.name} won`;
        console.log(`${verdict} (${out.result.reason}) after ${out.turns} turns.\nFinal state hash ${out.hash} (confirmed by both sides).\nAudit of ${out.peer.name}'s secrets: ${auditText(out.audit)}\nMatch log: ${out.logFile}`);
      }
      return 0;
    } catch (e) {
      if (options.machine) console.log(JSON.stringify({ error: (e as Error).message }));
      else console.error(`moxen peer: ${(e as Error).message}`);
      return 1;
    } finally {
      lines.close();
    }
  },
};

/** The audit in one word for machines: clean, none (not shown in time), or the finding's code and seat. */
function auditWord(audit: AuditResult | null): string {
  if (!audit) return "none";
  return audit.clean ? "clean" : `cheated:${audit.cheater}:${audit.code}`;
}

function auditText(audit: AuditResult | null): string {
  if (!audit) return "not done (their secrets did not arrive in time; run moxen audit later).";
  return audit.clean ? "clean (both decks as committed, every shuffle and random result checks out)." : `${audit.cheater} cheated: ${audit.message}`;
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

function machineIo(lines: ReturnType<typeof lineReader>): PeerMatchIo {
  return {
    showCode: (kind, code) => console.log(JSON.stringify({ [kind]: code })),
    readAnswer: async () => (JSON.parse(await lines.next()) as { answer: string }).answer,
    info: () => {},
  };
}

function personIo(lines: ReturnType<typeof lineReader>, human: boolean): PeerMatchIo {
  const io: PeerMatchIo = {
    showCode: (kind, code) =>
      console.log(kind === "invite" ? `Send this invite code to your friend:\n\n${code}\n` : `Send this answer code back to your friend:\n\n${code}\n`),
    readAnswer: async () => {
      process.stderr.write("Paste your friend's answer code and press Enter: ");
      return lines.next();
    },
    info: (text) => console.error(text),
  };
  if (human) io.choose = (view, legal) => chooseByNumber(lines, view, legal);
  return io;
}

async function chooseByNumber(lines: ReturnType<typeof lineReader>, view: PlayerView, legal: Action[]): Promise<Action> {
  console.log(`\n${summarize(view)}`);
  legal.forEach((a, i) => console.log(`  ${String(i + 1).padStart(3)}) ${describe(a)}`));
  for (;;) {
    process.stderr.write(`Your choice (1-${legal.length}): `);
    const n = Number((await lines.next()).trim());
    if (Number.isInteger(n) && n >= 1 && n <= legal.length) return legal[n - 1]!;
  }
}

function describe(action: Action): string {
  const { type, player: _player, ...rest } = action as Action & Record<string, unknown>;
  const details = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : "";
  return `${type}${details}`;
}

function summarize(view: PlayerView): string {
  const v = view as unknown as { turn?: { number?: number; step?: string }; players?: Record<string, { life?: number }> };
  const lives = Object.entries(v.players ?? {}).map(([p, s]) => `${p}: ${s.life ?? "?"} life`).join(", ");
  return `Turn ${v.turn?.number ?? "?"} (${v.turn?.step ?? "?"}) — ${lives}`;
}
