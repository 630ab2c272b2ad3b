/**
 * The hidden-information messages as they arrive from the network (protocol v2, chained type
 * `hidden`, and the `reveals` of an action): their shape checked and every size bounded before the
 * side looks at them. The cryptographic checks (valid points, keys against their commitments,
 * payloads against the deck) are the side's, as each value is used.
 */
import type { Action } from "../../../../engine/index";
import { MAX_SIDEBOARD } from "./audit";
import type { PublicDeck } from "./deck";
import type { AuditSecrets, HiddenMessage } from "./side";

/** The largest library a hidden match deals (the frame limit holds its sealed payloads). */
export const MAX_HIDDEN_DECK = 300;
/** Generations of one library: the first shuffle and every reshuffle (mulligans, Timetwister…). */
const MAX_GENERATIONS = 1000;
const HEX64 = /^[0-9a-f]{64}$/;
const PAYLOAD = /^[0-9a-f]{80,1200}$/;

function object(v: unknown, what: string): Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new Error(`${what} is not an object`);
  return v as Record<string, unknown>;
}
function list(v: unknown, what: string, max: number): unknown[] {
  if (!Array.isArray(v) || v.length > max) throw new Error(`${what} must be a list of at most ${max} items`);
  return v;
}
function hex64(v: unknown, what: string): string {
  if (typeof v !== "string" || !HEX64.test(v)) throw new Error(`${what} must be 32 bytes in hex`);
  return v;
}
function int(v: unknown, what: string, max: number, min = 0): number {
  if (!Number.isSafeInteger(v) || (v as number) < min || (v as number) > max) throw new Error(`${what} must be a whole number from ${min} to ${max}`);
  return v as number;
}
function seat(v: unknown, what: string): "A" | "B" {
  if (v !== "A" && v !== "B") throw new Error(`${what} must be A or B`);
  return v;
}
function cardName(v: unknown, what: string): string {
  if (typeof v !== "string" || v.length < 1 || v.length > 200) throw new Error(`${what} must be a card name`);
  return v;
}
/** Card labels: both decks, and the cards put into a hand from outside the game (two sideboards). */
const MAX_LABEL = 2 * MAX_HIDDEN_DECK + 2 * MAX_SIDEBOARD;

function keys(v: unknown, what: string, named: boolean): { label: number; key: string; name?: string }[] {
  return list(v, what, MAX_HIDDEN_DECK).map((x, i) => {
    const k = object(x, `${what}[${i}]`);
    const name = k.name === undefined && !named ? {} : { name: cardName(k.name, `${what}[${i}].name`) };
    return { label: int(k.label, `${what}[${i}].label`, MAX_LABEL), key: hex64(k.key, `${what}[${i}].key`), ...name };
  });
}

/**
 * The sideboard announced with the deck (CR 400.11: the cards outside the game): a salted commitment
 * to its names and one sealed card per entry, at most fifteen (CR 100.4a), none repeated. Absent (an
 * older program, or no sideboard): none.
 */
function sideboard(v: unknown): PublicDeck {
  const s = object(v, "the sideboard announcement (side)");
  if (typeof s.commitment !== "string" || !HEX64.test(s.commitment)) throw new Error("side.commitment must be the sideboard's salted hash: 32 bytes in hex");
  if (!Array.isArray(s.payloads)) throw new Error("side.payloads must be a list of sealed cards");
  if (s.payloads.length > MAX_SIDEBOARD) throw new Error(`the sideboard announcement has ${s.payloads.length} sealed cards; a sideboard holds at most ${MAX_SIDEBOARD} (CR 100.4a)`);
  const payloads = s.payloads.map((p, i) => {
    if (typeof p !== "string" || !PAYLOAD.test(p)) throw new Error(`side.payloads[${i}] is not a sealed card`);
    return p;
  });
  if (new Set(payloads).size !== payloads.length) throw new Error("the sideboard announcement repeats a sealed card");
  return { commitment: s.commitment, payloads };
}

/** A `hidden` message body from the peer, or an error sentence. */
export function validateHiddenMessage(body: unknown): Exclude<HiddenMessage, { t: "action" }> {
  const b = object(body, "the body");
  switch (b.t) {
    case "hello": {
      const d = object(b.deck, "deck");
      const size = int(b.size, "size", MAX_HIDDEN_DECK, 1);
      const payloads = list(d.payloads, "deck.payloads", MAX_HIDDEN_DECK).map((p, i) => {
        if (typeof p !== "string" || !PAYLOAD.test(p)) throw new Error(`deck.payloads[${i}] is not a sealed card`);
        return p;
      });
      if (payloads.length !== size) throw new Error(`the deck has ${payloads.length} sealed cards for ${size} cards`);
      const side = b.side === undefined ? null : sideboard(b.side);
      return { t: "hello", deck: { commitment: hex64(d.commitment, "deck.commitment"), payloads }, chain: hex64(b.chain, "chain"), size, ...(side ? { side } : {}) };
    }
    case "shuffle": {
      const step = int(b.step, "step", 4, 1) as 1 | 2 | 3 | 4;
      const s = object(b.body, "the shuffle step");
      const entries = list(s.entries, "entries", MAX_HIDDEN_DECK).map((e, i) => hex64(e, `entries[${i}]`));
      const body = step <= 2 ? { entries, deckKey: hex64(s.deckKey, "deckKey") } : { entries, slotKeys: list(s.slotKeys, "slotKeys", MAX_HIDDEN_DECK).map((e, i) => hex64(e, `slotKeys[${i}]`)) };
      return { t: "shuffle", lib: seat(b.lib, "lib"), gen: int(b.gen, "gen", MAX_GENERATIONS), step, body };
    }
    case "keys":
      return { t: "keys", lib: seat(b.lib, "lib"), keys: keys(b.keys, "keys", false) };
    case "random":
      return { t: "random", link: hex64(b.link, "link") };
    default:
      throw new Error(`unknown hidden message "${String(b.t).slice(0, 40)}"`);
  }
}

/** The body of an action in a hidden match: the action and the cards it shows. */
export function validateHiddenAction(body: unknown): { action: Action; reveals: { label: number; key: string; name: string }[] } {
  const b = object(body, "the body");
  const action = object(b.action, "action") as unknown as Action;
  return { action, reveals: keys(b.reveals ?? [], "reveals", true) as { label: number; key: string; name: string }[] };
}

/** The secrets the peer shows at the end of the match, shape-checked (the audit checks the values). */
export function validateAuditSecrets(body: unknown): AuditSecrets {
  const b = object(body, "the audit");
  const d = object(b.deck, "deck");
  const hexes = (v: unknown, what: string, max: number) => list(v, what, max).map((x, i) => (x === "" ? "" : hex64(x, `${what}[${i}]`)));
  const names = list(d.names, "deck.names", MAX_HIDDEN_DECK).map((n, i) => cardName(n, `deck.names[${i}]`));
  if (typeof d.salt !== "string" || d.salt.length > 128) throw new Error("deck.salt must be text");
  let side: AuditSecrets["side"];
  if (b.side !== undefined) {
    const s = object(b.side, "side");
    if (typeof s.salt !== "string" || s.salt.length > 128) throw new Error("side.salt must be text");
    side = { names: list(s.names, "side.names", MAX_SIDEBOARD).map((n, i) => cardName(n, `side.names[${i}]`)), seeds: list(s.seeds, "side.seeds", MAX_SIDEBOARD).map((x, i) => hex64(x, `side.seeds[${i}]`)), salt: s.salt };
  }
  return {
    seat: seat(b.seat, "seat"),
    deck: { names, seeds: list(d.seeds, "deck.seeds", MAX_HIDDEN_DECK).map((x, i) => hex64(x, `deck.seeds[${i}]`)), salt: d.salt },
    ...(side ? { side } : {}),
    alphas: hexes(b.alphas, "alphas", MAX_GENERATIONS),
    betas: hexes(b.betas, "betas", MAX_GENERATIONS),
    ownerKeys: list(b.ownerKeys, "ownerKeys", MAX_GENERATIONS).map((g, i) => hexes(g, `ownerKeys[${i}]`, MAX_HIDDEN_DECK)),
    peerKeys: list(b.peerKeys, "peerKeys", MAX_GENERATIONS).map((g, i) => hexes(g, `peerKeys[${i}]`, MAX_HIDDEN_DECK)),
    chainSeed: hex64(b.chainSeed, "chainSeed"),
  };
}
