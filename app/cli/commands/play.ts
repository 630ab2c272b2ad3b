/**
 * `moxen play`: a text game against the computer, through the same match host as the app —
 * so the match is logged in <data dir>/matches.db, survives Ctrl+C or a crash (`--resume`),
 * and shows up in the app's history.
 */
import { describeAction } from "../../host/ai/trace";
import { createInterface } from "node:readline";
import { actionsFor, type Action, type CardView, type PlayerView } from "../../../engine/index";
import { AI_KINDS, type AiKind } from "../../host/ai/types";
import { MatchError } from "../../host/match/errors";
import { MatchHost } from "../../host/match/match-host";
import { resourcesDir } from "../../host/paths";
import { DeckError, resolveDeck } from "../../host/play/decks";
import type { MatchUpdate } from "../../shared/contract/match";
import { dataDirFrom, dataDirOption, parseArgs, UsageError } from "../args";
import type { Command } from "../command";

export const playCommand: Command = {
  name: "play",
  summary: "Play against the computer in the terminal (logged and resumable like the app's matches)",
  usage: `Usage: moxen play --deck DECK [--vs DECK] [--ai KIND] [--seed S] [--name NAME] [--data-dir DIR]
       moxen play --resume [--data-dir DIR]

Each turn shows the board and numbers your legal actions; type a number and Enter.
Type "c" to concede. Ctrl+C leaves the match; --resume continues it later.

  --deck DECK     your deck: a deck file, or a benchmark deck name (red-green-beats, …)
  --vs DECK       the computer's deck (default: a benchmark deck at random)
  --ai KIND       beginner | heuristic | strong | random (default heuristic)
  --seed S        shuffle seed (default: random, recorded)
  --name NAME     your name in the game log (default "Player")
  --resume        continue the latest unfinished match against the computer
  --data-dir DIR  where matches.db lives`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      deck: { type: "string" },
      vs: { type: "string" },
      ai: { type: "string", default: "heuristic" },
      seed: { type: "string" },
      resume: { type: "boolean", default: false },
      name: { type: "string", default: "Player" },
      ...dataDirOption,
    });
    if (!AI_KINDS.includes(options.ai as AiKind)) throw new UsageError(`--ai: unknown AI "${options.ai}" (beginner, heuristic, strong or random)`);
    if (!options.resume && !options.deck) throw new UsageError("--deck is required (or --resume)");
    if (options.seed !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(options.seed)) throw new UsageError("--seed: letters, digits, _ and - only (at most 64)");
    const deck = (what: string, v: string) => {
      try {
        return resolveDeck(v);
      } catch (e) {
        if (e instanceof DeckError || (e as NodeJS.ErrnoException).code === "ENOENT") throw new UsageError(`${what}: ${(e as Error).message}`);
        throw e;
      }
    };
    const mine = options.deck ? deck("--deck", options.deck) : null;
    const theirs = options.vs ? deck("--vs", options.vs) : null;

    const lines = lineReader();
    let wake: (() => void) | null = null;
    let latest: MatchUpdate | null = null;
    const host = new MatchHost({
      dataDir: dataDirFrom(options),
      resourcesDir: resourcesDir(),
      playerName: options.name,
      // The computer's moves arrive as updates for our "renderer" (this terminal).
      emit: (name, payload, to) => {
        if (name !== "match.updated" || to !== "cli") return;
        latest = payload as MatchUpdate;
        latest.events.forEach((t) => console.log(`  ${t}`));
        wake?.();
      },
    });
    try {
      let matchId: number;
      if (options.resume) {
        const m = host.list().find((x) => x.kind === "local-ai" && x.status === "playing");
        if (!m) throw new MatchError("not_found", "There is no unfinished match against the computer to resume.");
        matchId = m.id;
      } else {
        matchId = host.start(
          { kind: "local-ai", deck: mine!, ...(theirs ? { opponentDeck: theirs } : {}), ai: options.ai as AiKind, ...(options.seed ? { seed: options.seed } : {}) },
          "cli",
        ).id;
      }
      const summary = host.get(matchId);
      console.log(`Match #${matchId}: ${summary.seats.A.name} (${summary.seats.A.deck}) vs ${summary.seats.B.name} (${summary.seats.B.deck})`);
      const first = host.view(matchId, undefined, "cli");
      first.events.slice(1).slice(-10).forEach((t) => console.log(`  ${t}`));
      latest = first;
      for (;;) {
        const u: MatchUpdate = latest!;
        if (u.status !== "playing") break;
        const legal = u.legal ? actionsFor(u.legal) : [];
        if (!legal.length) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, 500);
          });
          wake = null;
          continue;
        }
        console.log(`\n${board(u.view!)}`);
        legal.forEach((a, i) => console.log(`  ${String(i + 1).padStart(3)}) ${describeAction(a, u.view!)}`));
        const answer = (await lines.next(`Your choice (1-${legal.length}, c to concede): `)).trim();
        if (answer === "c") {
          host.concede(matchId, undefined, "cli");
          break;
        }
        const n = Number(answer);
        if (!Number.isInteger(n) || n < 1 || n > legal.length) continue;
        try {
          const next = host.submit(matchId, legal[n - 1]!, "cli");
          next.events.forEach((t) => console.log(`  ${t}`));
          if (latest === u) latest = next; // unless the computer already answered
        } catch (e) {
          if (!(e instanceof MatchError)) throw e;
          console.log(`  Refused: ${e.message}`);
        }
      }
      const end = host.get(matchId);
      if (end.result) {
        const r = end.result;
        console.log(`\n${r.winner === "draw" ? "Draw" : r.winner === "A" ? "You won" : "The computer won"} (${r.reason}) on turn ${end.turn}. Match #${matchId} is in your history.`);
      } else {
        console.log(`\nLeft match #${matchId}; continue it with moxen play --resume.`);
      }
      return 0;
    } catch (e) {
      if (e instanceof MatchError) {
        console.error(`moxen play: ${e.message}`);
        return 1;
      }
      throw e;
    } finally {
      lines.close();
      await host.close();
    }
  },
};

function lineReader() {
  const rl = createInterface({ input: process.stdin });
  const queue: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  let closed = false;
  rl.on("line", (l) => (waiters.length ? waiters.shift()!(l) : queue.push(l)));
  rl.on("close", () => {
    closed = true;
    while (waiters.length) waiters.shift()!("c");
  });
  return {
    next(prompt: string): Promise<string> {
      process.stderr.write(prompt);
      if (queue.length) return Promise.resolve(queue.shift()!);
      if (closed) return Promise.resolve("c"); // end of input: concede rather than hang
      return new Promise((resolve) => waiters.push(resolve));
    },
    close: () => rl.close(),
  };
}

function board(v: PlayerView): string {
  const me = v.you;
  const them = me === "A" ? "B" : "A";
  const perm = (c: CardView) => `${c.name}${c.power !== undefined ? ` ${c.power}/${c.toughness}` : ""}${c.tapped ? " (tapped)" : ""}`;
  const side = (p: "A" | "B") => v.battlefield.filter((c) => c.controller === p).map(perm).join(", ") || "—";
  const pl = v.players;
  return [
    `Turn ${v.turn.number}, ${v.turn.step.replace(/_/g, " ")} (${pl[v.turn.active].name}'s turn)${v.decision ? ` — ${v.decision.prompt ?? v.decision.kind}` : ""}`,
    `  ${pl[them].name}: ${pl[them].life} life, ${pl[them].handCount} cards in hand, library ${pl[them].libraryCount}`,
    `    ${side(them)}`,
    ...(v.stack.length ? [`  Stack: ${v.stack.map((s) => s.name).join(" ← ")}`] : []),
    `    ${side(me)}`,
    `  You: ${pl[me].life} life${pl[me].manaPool.length ? `, mana ${pl[me].manaPool.join("")}` : ""}, library ${pl[me].libraryCount}`,
    `  Hand: ${pl[me].hand?.map((c) => c.name).join(", ") || "—"}`,
  ].join("\n");
}
