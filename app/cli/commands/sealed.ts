/**
 * `moxen sealed --ai X --packs SPEC [--seed S] [--json]`: a sealed event between two computer
 * players: each opens its packs from the seed, builds a deck from its pool, and they play a best
 * of three (app/host/limited/sealed.ts).
 */
import { loadCardData } from "../../host/collection/card-data";
import { DEFAULT_TURN_CAP } from "../../host/ai/match-runner";
import { AI_KINDS, type AiKind } from "../../host/ai/types";
import { MAX_PACKS, PackSpecError, parsePackSpec } from "../../host/limited/packs";
import { checkAgainstPool, runSealed, type SealedResult } from "../../host/limited/sealed";
import { parseArgs, UsageError } from "../args";
import type { Command } from "../command";
import { runSealedNet, SEALED_NET_USAGE } from "./sealed-net";

export const sealedCommand: Command = {
  name: "sealed",
  summary: "A sealed event between two computer players: open packs, build decks, play a best of three",
  usage: `Usage: moxen sealed --ai X --packs SET:N[,SET:N…] [--seed S] [--json]

Each side opens its packs (the shop's collation: 15-card boosters for Alpha, Beta, Unlimited,
Revised and Legends, 8-card ones for Arabian Nights, Antiquities, The Dark and Fallen
Empires) from the seed, the computer builds both decks from the pools (40 cards or more: the
pool's cards and basic lands), and they play a best of three, the loser of a game going first
in the next and sideboarding from its pool. Prints the pools, the decks and the standings.
The same seed gives the same event (the strong player excepted: it thinks on the clock).

  --ai X          beginner | heuristic | strong | random (both sides)
  --packs SPEC    each side's boosters: SET:COUNT, comma-separated (3ED:6, LEG:2,DRK:2,FEM:2),
                  1 to ${MAX_PACKS} packs in all
  --seed S        the event's seed (default 1)
  --budget MS     the strong AI's thinking time per decision (default 2000)
  --turn-cap T    a game still going after turn T is a draw (default ${DEFAULT_TURN_CAP})
  --json          print one object: {"packs","seed","ai","sides":{"A":{"packs":[[{name,set,
                  number,rarity}]],"decks":[{"main","sideboard","colors","splash","score",
                  "valid"}]},"B":…},"games":[{"number","seed","first","winner","turns",
                  "capped","deckOf"}],"standings","winner"}

With a friend over the network:
${SEALED_NET_USAGE}`,

  async run(argv) {
    if (argv[0] === "host" || argv[0] === "join") return runSealedNet(argv);
    const { options } = parseArgs(argv, {
      ai: { type: "string" },
      packs: { type: "string" },
      seed: { type: "int", min: 0, max: 2 ** 31 - 1, default: 1 },
      budget: { type: "int", min: 1, max: 600_000, default: 2000 },
      "turn-cap": { type: "int", min: 1, max: 10_000, default: DEFAULT_TURN_CAP },
      json: { type: "boolean", default: false },
    });
    if (!options.ai) throw new UsageError("--ai is required (beginner, heuristic, strong or random)");
    if (!AI_KINDS.includes(options.ai as AiKind)) throw new UsageError(`--ai: unknown AI "${options.ai}" (${AI_KINDS.join(", ")})`);
    if (options.packs === undefined) throw new UsageError("--packs is required, for example --packs 3ED:6");
    const cards = loadCardData();
    let spec;
    try {
      spec = parsePackSpec(options.packs, cards.sets);
    } catch (e) {
      if (e instanceof PackSpecError) throw new UsageError(`--${e.message}`);
      throw e;
    }
    const controller = new AbortController();
    const onSigint = () => controller.abort();
    process.once("SIGINT", onSigint);
    let r: SealedResult;
    try {
      r = await runSealed({ seed: options.seed, spec, ai: options.ai as AiKind, cards, budgetMs: options.budget, turnCap: options["turn-cap"], signal: controller.signal });
    } finally {
      process.off("SIGINT", onSigint);
    }
    if (options.json) {
      const side = (p: "A" | "B") => ({
        packs: r.sides[p].packs,
        decks: r.decks[p].map((d) => ({ ...d, valid: checkAgainstPool(d, r.sides[p].pool, cards).valid })),
      });
      console.log(JSON.stringify({ packs: r.spec, seed: r.seed, ai: r.ai, sides: { A: side("A"), B: side("B") }, games: r.games, standings: r.standings, winner: r.winner }));
    } else {
      console.log(renderSealed(r));
    }
    return controller.signal.aborted ? 130 : 0;
  },
};

const tally = (names: readonly string[]) => {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return [...m].map(([n, c]) => `${c} ${n}`).join(", ");
};

export function renderSealed(r: SealedResult): string {
  const out: string[] = [`Sealed: ${r.spec} for each side, seed ${r.seed}, ${r.ai} AI on both sides.`];
  for (const p of ["A", "B"] as const) {
    out.push("", `Side ${p}: pool of ${r.sides[p].pool.length} cards`);
    r.sides[p].packs.forEach((pack, i) => out.push(`  pack ${i + 1} (${pack[0]?.set ?? "?"}): ${pack.map((c) => `${c.name} [${c.rarity[0]!.toUpperCase()}]`).join(", ")}`));
    r.decks[p].forEach((d, i) => {
      out.push(`  deck ${i + 1}: ${d.colors.join("")}${d.splash ? ` splashing ${d.splash}` : ""}, ${d.main.length} cards (value ${d.score}): ${tally(d.main)}`);
    });
  }
  out.push("", "Games:");
  for (const g of r.games) {
    const result = g.winner === "draw" ? (g.capped ? "draw (turn cap)" : "draw") : `${g.winner} wins`;
    out.push(`  game ${g.number}: ${g.first} plays first, decks A${g.deckOf.A + 1}/B${g.deckOf.B + 1}: ${result} on turn ${g.turns}`);
  }
  const s = r.standings;
  out.push("", `Standings: A ${s.A.wins}-${s.A.losses}${s.A.draws ? `-${s.A.draws}` : ""}, B ${s.B.wins}-${s.B.losses}${s.B.draws ? `-${s.B.draws}` : ""}. ${r.winner === "draw" ? "The event is a draw." : `${r.winner} wins the event.`}`);
  return out.join("\n");
}
