/** `moxen winston`: two computer drafters play a Winston draft through the hidden-card protocol. */
import { readFileSync } from "node:fs";
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { parseArgs, UsageError } from "../args";
import type { Command } from "../command";
import { cardData } from "../../../engine/cards/data";
import { implementedCardNames, requiresAnte } from "../../../engine/index";
import { hashHex } from "../../host/net/hidden/group";
import { secretStream } from "../../host/net/hidden/stream";
import { permutation } from "../../host/net/hidden/shuffle";
import { runDraft } from "../../host/limited/winston/driver";
import { heuristicChooser } from "../../host/limited/winston/drafter";
import { MAX_CARDS, MIN_CARDS } from "../../host/limited/winston/protocol";
import { loadCardData } from "../../host/collection/card-data";
import { PackSpecError, packsFrom, parsePackSpec } from "../../host/limited/packs";

const usage = `Usage: moxen winston [--seed S] [--packs SPEC | --cards FILE | --count N]

Two computer drafters play a Winston draft with each other through the hidden-card protocol
(both shuffle the stack, each pile shown only to its looker, the audit at the end), and the
pools are printed. The same seed plays the same draft.

  --seed S      the seed of both sides' randomness (default 1)
  --packs SPEC  the boosters opened and shuffled together into the stack, as for sealed
                (default 3ED:6: six Revised boosters, 90 cards; "LEG:2,DRK:2,FEM:2" mixes sets)
  --cards FILE  the cards to draft instead, one name a line
  --count N     draft N implemented nonbasic cards drawn from the seed instead`;

/** The stack: the boosters of \`spec\` opened from the seed, with the shop's collation, all their cards. */
function packCards(seed: string, spec: string): string[] {
  const { sets } = loadCardData();
  let parsed;
  try {
    parsed = parsePackSpec(spec, sets);
  } catch (e) {
    if (e instanceof PackSpecError) throw new UsageError(e.message);
    throw e;
  }
  const bytes = sha256(utf8ToBytes(`moxen/winston/packs\0${seed}`));
  return packsFrom(bytes, parsed, sets).flat().map((c) => c.name);
}

/** Implemented nonbasic cards drawn from the seed (a stack without basic lands, for tests of the protocol). */
function drawCards(seed: string, count: number): string[] {
  const names = implementedCardNames()
    .filter((n) => !requiresAnte(n) && !(cardData(n)?.supertypes.includes("Basic") ?? true))
    .sort();
  const order = permutation(names.length, secretStream(sha256(utf8ToBytes(`moxen/winston/cards\0${seed}`))));
  return order.slice(0, count).map((i) => names[i]!);
}

function readCards(file: string): string[] {
  const cards = readFileSync(file, "utf8").split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  const unknown = cards.filter((c) => !cardData(c));
  if (unknown.length) throw new UsageError(`${file}: not card names: ${unknown.slice(0, 5).join(", ")}`);
  return cards;
}

export const winstonCommand: Command = {
  name: "winston",
  summary: "two computers play a Winston draft through the hidden-card protocol",
  usage,
  async run(argv) {
    const { options } = parseArgs(argv, { seed: { type: "string", default: "1" }, cards: { type: "string" }, packs: { type: "string" }, count: { type: "int", min: MIN_CARDS, max: MAX_CARDS } });
    if ([options.packs, options.cards, options.count].filter((x) => x !== undefined).length > 1) throw new UsageError("Give one of --packs, --cards and --count.");
    const cards = options.cards ? readCards(options.cards) : options.count !== undefined ? drawCards(options.seed, options.count) : packCards(options.seed, options.packs ?? "3ED:6");
    if (cards.length < MIN_CARDS || cards.length > MAX_CARDS) throw new UsageError(`A Winston draft takes ${MIN_CARDS}–${MAX_CARDS} cards, not ${cards.length}.`);
    const stream = (side: string) => secretStream(sha256(utf8ToBytes(`moxen/winston/cli\0${options.seed}\0${side}`)));
    const started = Date.now();
    const run = runDraft({ setup: { drawId: hashHex("moxen/winston/cli-draw\0", options.seed), cards }, rands: [stream("A"), stream("B")], choosers: [heuristicChooser(), heuristicChooser()] });
    const state = run.sides[0].state;
    console.log(`Winston draft, seed ${options.seed}: ${cards.length} cards, ${run.record.length} messages, ${((Date.now() - started) / 1000).toFixed(1)} s; seat ${(state.first ?? 0) + 1} started.`);
    if (run.refused) console.log(`Stopped: seat ${run.refused.from + 1}'s message was refused (${run.refused.code}): ${run.refused.message}`);
    if (!run.audit.clean) {
      console.log(`Audit: seat ${run.audit.cheater + 1} cheated (${run.audit.code}): ${run.audit.message}`);
      return 1;
    }
    console.log(`Audit: clean; every card in exactly one pool.`);
    for (const seat of [0, 1] as const) {
      const pool = run.audit.pools[seat];
      const counts = new Map<string, number>();
      for (const c of pool) counts.set(c, (counts.get(c) ?? 0) + 1);
      const takes = state.moves.filter((m) => m.seat === seat && m.t === "take").length;
      console.log(`\nSeat ${seat + 1}: ${pool.length} cards (${takes} piles taken)`);
      for (const [name, n] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`  ${n} ${name}`);
    }
    return 0;
  },
};
