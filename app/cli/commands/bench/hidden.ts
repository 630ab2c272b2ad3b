/**
 * `moxen bench hidden`: the hidden-card cryptography (app/host/net/hidden) with its group
 * arithmetic in libsodium (WebAssembly, what the app runs) and in @noble/curves (what it ran
 * before), side by side in one run: each round draws one seed, and both implementations, in
 * alternating order, seal two 60-card decks and shuffle both libraries in four steps each, then
 * reveal cards to their owner and to the opponent, from that same seed. Their outputs must be
 * byte-identical (the bench stops otherwise); the figures are medians. `bench net` prints the same
 * figures (hidden_shuffle_ms, hidden_reveal_ms are libsodium's).
 */
import { randomBytes } from "node:crypto";
import { cardPoints, prepareDeck } from "../../../host/net/hidden/deck";
import { cardPoint, commitKey, decodePoint, encodePoint, encodeScalar, groupReady, lock, randomScalar, relock, useGroupBackend, type GroupBackendName } from "../../../host/net/hidden/group";
import { RevealLedger, revealToOpponent, revealToOwner } from "../../../host/net/hidden/reveal";
import { ownerLock, ownerSlotKeys, peerLock, peerSlotKeys, shuffledLibrary } from "../../../host/net/hidden/shuffle";
import { secretStream } from "../../../host/net/hidden/stream";
import { resolveDeck } from "../../../host/play/decks";
import { parseArgs } from "../../args";
import type { Command } from "../../command";
import { percentile, printReport, type Figure } from "./report";

export const hiddenBench: Command = {
  name: "hidden",
  summary: "hidden cards: shuffle and reveal with libsodium and with @noble/curves, side by side on the same inputs",
  usage: `Usage: moxen bench hidden [--json] [--runs N]

  --runs N   rounds (default 7); each times both implementations on the same seed, in alternating order`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      json: { type: "boolean", default: false },
      runs: { type: "int", min: 1, max: 1000, default: 7 },
    });
    const decks = [resolveDeck("red-green-beats").cards, resolveDeck("white-blue-skies").cards];
    await libsodiumLoaded();
    printReport("hidden", [...hiddenSideBySide(decks, options.runs), ...primitiveFigures()], options.json, { runs: options.runs });
    return 0;
  },
};

/** Waits for libsodium's WebAssembly (hidden/group.ts `groupReady`); a bench without it would compare nothing. */
export async function libsodiumLoaded(): Promise<void> {
  if ((await groupReady) !== "libsodium") throw new Error("bench: libsodium (libsodium-sumo) did not load; the hidden-card arithmetic runs in @noble/curves");
}

const IMPLEMENTATIONS: readonly GroupBackendName[] = ["libsodium", "noble"];
const NAMES: Record<GroupBackendName, string> = { libsodium: "libsodium", noble: "@noble/curves (before)" };
const REVEALS = 20;

interface Timed {
  shuffle: number;
  /** The same shuffle in this process's CPU time (ms): what a loaded machine inflates least. */
  shuffleCpu: number;
  owner: number[];
  opponent: number[];
  /** Everything the round produced, to compare the implementations byte for byte. */
  output: string;
}

/**
 * Both players' 60-card libraries: each deck sealed (60 card points hashed to the curve, 60
 * payloads), shuffled in four steps (both sides' work, one after the other, as on one core); then
 * REVEALS slots of the first library revealed to its owner (peer's key checked against its
 * commitment, the point compared with the owner's) and to the opponent (the owner's key checked,
 * the sealed payload found and opened).
 */
function timeRound(decks: string[][], seed: Uint8Array): Timed {
  const rand = secretStream(seed);
  const sixty = (cards: string[]) => Array.from({ length: 60 }, (_, i) => cards[i % cards.length]!);
  const t = performance.now();
  const cpu = process.cpuUsage();
  const libs = decks.map((cards) => {
    const deck = prepareDeck(sixty(cards), rand);
    const s1 = ownerLock(cardPoints(deck.secrets), null, rand);
    const s2 = peerLock(s1.message, 60, null, rand);
    const s3 = ownerSlotKeys(s2.message, 60, s1.alpha, rand);
    const s4 = peerSlotKeys(s3.message, 60, s2.beta, rand);
    return { deck, lib: shuffledLibrary(s3.message, s4.message, 60), own: s3.keys, peer: s4.keys };
  });
  const shuffle = performance.now() - t;
  const used = process.cpuUsage(cpu);
  const shuffleCpu = (used.user + used.system) / 1000;
  const { deck, lib, own, peer } = libs[0]!;
  const ownPoints = cardPoints(deck.secrets); // the owner keeps these for the whole match
  const [ownerLedger, opponentLedger] = [new RevealLedger(), new RevealLedger()];
  const owner: number[] = [];
  const opponent: number[] = [];
  const seen: unknown[] = [];
  for (let k = 0; k < REVEALS; k++) {
    const [ownKey, peerKeyHex, ownerKeyHex] = [own[k]!, encodeScalar(peer[k]!), encodeScalar(own[k]!)];
    let t0 = performance.now();
    const copy = revealToOwner({ lib, k, slotId: `${k}`, ownKey, peerKeyHex, ownPoints, ledger: ownerLedger });
    owner.push(performance.now() - t0);
    t0 = performance.now();
    const card = revealToOpponent({ lib, k, slotId: `${k}`, ownerKeyHex, ownKey: peer[k]!, deck: deck.public, ledger: opponentLedger });
    opponent.push(performance.now() - t0);
    seen.push(copy, card);
  }
  return { shuffle, shuffleCpu, owner, opponent, output: JSON.stringify([libs.map((l) => [l.deck.public, l.lib]), seen]) };
}

/** The hidden-card figures of both implementations, alternately on the same inputs (medians). */
export function hiddenSideBySide(decks: string[][], runs: number): Figure[] {
  const times = Object.fromEntries(IMPLEMENTATIONS.map((name) => [name, { shuffle: [] as number[], shuffleCpu: [] as number[], owner: [] as number[], opponent: [] as number[] }])) as Record<GroupBackendName, { shuffle: number[]; shuffleCpu: number[]; owner: number[]; opponent: number[] }>;
  try {
    for (let r = 0; r < runs; r++) {
      const seed = new Uint8Array(randomBytes(32));
      const order = r % 2 === 0 ? IMPLEMENTATIONS : [...IMPLEMENTATIONS].reverse();
      const outputs = new Set<string>();
      for (const name of order) {
        useGroupBackend(name);
        const round = timeRound(decks, seed);
        times[name].shuffle.push(round.shuffle);
        times[name].shuffleCpu.push(round.shuffleCpu);
        times[name].owner.push(...round.owner);
        times[name].opponent.push(...round.opponent);
        outputs.add(round.output);
      }
      if (outputs.size !== 1) throw new Error("bench hidden: libsodium and @noble/curves gave different bytes for the same inputs");
    }
  } finally {
    useGroupBackend("libsodium");
  }
  const median = (xs: number[]) => percentile([...xs].sort((x, y) => x - y), 50);
  const [fast, slow] = [times.libsodium, times.noble];
  return [
    { key: "hidden_shuffle_ms", label: `hidden libraries: shuffle both 60-card libraries (both sides' work), libsodium, median of ${runs}`, value: median(fast.shuffle), unit: "ms" },
    { key: "hidden_shuffle_noble_ms", label: `  the same inputs with ${NAMES.noble}`, value: median(slow.shuffle), unit: "ms" },
    { key: "hidden_shuffle_speedup", label: "  libsodium's speed-up", value: median(slow.shuffle) / median(fast.shuffle), unit: "×" },
    { key: "hidden_shuffle_cpu_ms", label: "  the same in CPU time (this process), libsodium: what a machine busy with other work inflates least", value: median(fast.shuffleCpu), unit: "ms" },
    { key: "hidden_shuffle_cpu_noble_ms", label: `  the same in CPU time with ${NAMES.noble}`, value: median(slow.shuffleCpu), unit: "ms" },
    { key: "hidden_reveal_ms", label: `hidden libraries: reveal one card to its owner, libsodium, median of ${fast.owner.length}`, value: median(fast.owner), unit: "ms" },
    { key: "hidden_reveal_noble_ms", label: `  the same reveals with ${NAMES.noble}`, value: median(slow.owner), unit: "ms" },
    { key: "hidden_reveal_opponent_ms", label: "hidden libraries: reveal one card to the opponent (payload opened), libsodium", value: median(fast.opponent), unit: "ms" },
    { key: "hidden_reveal_opponent_noble_ms", label: `  the same reveals with ${NAMES.noble}`, value: median(slow.opponent), unit: "ms" },
  ];
}

/**
 * What each primitive costs in each implementation (µs, medians of batches, alternating): the
 * count of each in a two-library shuffle is in the net README ("Hidden hands and libraries").
 */
function primitiveFigures(): Figure[] {
  const rand = secretStream(new Uint8Array(randomBytes(32)));
  const points = Array.from({ length: 32 }, () => cardPoint(rand(32)));
  const keys = Array.from({ length: 32 }, () => randomScalar(rand));
  const wire = points.map((p, i) => encodePoint(lock(p, keys[i]!)));
  const seeds = Array.from({ length: 32 }, () => rand(32));
  const ops: [string, string, (i: number) => unknown][] = [
    ["lock", "k·P, a point of the shuffle locked (constant time)", (i) => lock(points[i]!, keys[i]!)],
    ["relock", "P·(a·b⁻¹): one key removed, one applied (a step's work per card)", (i) => relock(points[i]!, keys[0]!, keys[i]!)],
    ["commit", "k·G, a key's commitment (fixed base), encoded", (i) => commitKey(keys[i]!)],
    ["decode", "a point from the wire, checked", (i) => decodePoint(wire[i], "entry")],
    ["hash_to_curve", "a card point hashed to the curve (RFC 9380)", (i) => cardPoint(seeds[i]!)],
  ];
  const out: Figure[] = [];
  for (const [key, label, op] of ops) {
    const samples = Object.fromEntries(IMPLEMENTATIONS.map((n) => [n, [] as number[]])) as Record<GroupBackendName, number[]>;
    try {
      for (let batch = 0; batch < 6; batch++) {
        for (const name of batch % 2 === 0 ? IMPLEMENTATIONS : [...IMPLEMENTATIONS].reverse()) {
          useGroupBackend(name);
          // Points decoded by one implementation are fresh to the other: decode them outside the timing.
          points.forEach((p, i) => lock(p, keys[i]!));
          const t = performance.now();
          for (let i = 0; i < 32; i++) op(i);
          samples[name].push(((performance.now() - t) / 32) * 1000);
        }
      }
    } finally {
      useGroupBackend("libsodium");
    }
    const median = (xs: number[]) => percentile([...xs].sort((x, y) => x - y), 50);
    out.push({ key: `hidden_op_${key}_us`, label: `primitive: ${label}, libsodium`, value: median(samples.libsodium), unit: "µs" });
    out.push({ key: `hidden_op_${key}_noble_us`, label: `  the same with ${NAMES.noble}`, value: median(samples.noble), unit: "µs" });
  }
  return out;
}
