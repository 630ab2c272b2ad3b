/**
 * The trade wire format and every check a trade message or contract passes before it is read.
 *
 *   frame     = 0x02 ‖ payload ‖ Ed25519 signature (64 bytes)
 *   signature = sign("moxen/trade/v1/msg\0" ‖ payload)
 *   payload   = JSON {v:1, trade, author, seq, prev, type, body}
 *
 * Like the match protocol (app/host/net/protocol.ts): the signature covers the exact bytes
 * received, `seq` counts each author's messages from 1 and `prev` is the id of the author's
 * previous message (one hash chain per side). The domain tags differ from the match's, so no
 * trade signature can ever pass for a match message, and a contract signature or an abort is
 * never valid as anything else.
 *
 * Contracts are canonical JSON text (keys sorted, no spaces): both programs build the same
 * bytes from the same offers, and both sign exactly those bytes.
 */
import { concat, fromBase64Url, fromUtf8, sha256, toBase64Url, toHex, utf8 } from "../net/bytes";
import { frameId, signFrame, type FrameKind } from "../net/signed-frame";
import type { Identity } from "../net/identity";
import type { TradeIncidentDto } from "../../shared/contract/trade";
import { verifySignature } from "../net/identity";

export const TRADE_WIRE_VERSION = 1;
const FRAME_FORMAT = 0x02;
const SIGNATURE_BYTES = 64;
const MESSAGE_DOMAIN = utf8("moxen/trade/v1/msg\0");
const ID_DOMAIN = utf8("moxen/trade/v1/id\0");
const FRAMES: FrameKind = { format: FRAME_FORMAT, messageDomain: MESSAGE_DOMAIN, idDomain: ID_DOMAIN };
const CONTRACT_DOMAIN = utf8("moxen/trade/v1/contract\0");
const ABORT_DOMAIN = utf8("moxen/trade/v1/abort\0");
const TRADE_ID_DOMAIN = utf8("moxen/trade/v1/trade-id\0");

/** The limits every trade message and offer is held to. */
export const TRADE_LIMITS = {
  /** A frame larger than this is refused before it is parsed. */
  maxFrameBytes: 64_000,
  /** Units one side may put into one trade. */
  maxUnits: 100,
  /** Coins one side may put into one trade. */
  maxCoins: 100_000,
  /** Contracts carried in a hello (the open ones with this friend). */
  maxOpen: 16,
  /** A name shown for a side. */
  maxName: 40,
  /** How long a contract may be countersigned after it was signed. */
  maxLifetimeMs: 24 * 3600_000,
} as const;

export const ZERO_ID = "0".repeat(64);
export const MESSAGE_TYPES = ["hello", "sync", "offer", "accept", "sign", "countersign", "abort", "done"] as const;
export type TradeMessageType = (typeof MESSAGE_TYPES)[number];

export interface TradePayload {
  v: number;
  /** The trade session's id; "" in the hellos (it is derived from both). */
  trade: string;
  author: string;
  seq: number;
  prev: string;
  type: TradeMessageType;
  body: unknown;
}

export interface TradeMessage {
  payload: TradePayload;
  payloadBytes: Uint8Array;
  signature: Uint8Array;
  frame: Uint8Array;
  id: string;
}

/** A refusal: a stable code for programs, a sentence for people. */
export class TradeRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = "TradeRefusal";
  }
}

/** Why a trade message was refused (the contract names the codes the renderer shows). */
export type RefusalCode = TradeIncidentDto["code"];

export const messageId = (payloadBytes: Uint8Array): string => frameId(FRAMES, payloadBytes);

export function encodeTradeMessage(identity: Identity, payload: Omit<TradePayload, "v" | "author">): TradeMessage {
  const full: TradePayload = { v: TRADE_WIRE_VERSION, author: identity.publicKey, ...payload };
  return signFrame(identity, FRAMES, full);
}

const HEX64 = /^[0-9a-f]{64}$/;
const KEY = /^[A-Za-z0-9_-]{43}$/;
const SIG = /^[A-Za-z0-9_-]{86}$/;
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) < 2 ** 31;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** Size, framing, JSON, shape of the payload, then the signature. Throws TradeRefusal. */
export function decodeTradeMessage(frame: Uint8Array): TradeMessage {
  if (!(frame instanceof Uint8Array)) throw new TradeRefusal("malformed", "Malformed trade message: not bytes.");
  if (frame.length > TRADE_LIMITS.maxFrameBytes) {
    throw new TradeRefusal("oversized", `Trade message too large: ${frame.length} bytes (limit ${TRADE_LIMITS.maxFrameBytes}).`);
  }
  if (frame.length < 1 + 2 + SIGNATURE_BYTES) throw new TradeRefusal("malformed", `Malformed trade message: only ${frame.length} bytes.`);
  if (frame[0] !== FRAME_FORMAT) throw new TradeRefusal("malformed", `Malformed trade message: unknown frame format ${frame[0]}.`);
  const payloadBytes = frame.slice(1, frame.length - SIGNATURE_BYTES);
  const signature = frame.slice(frame.length - SIGNATURE_BYTES);
  let payload: TradePayload;
  try {
    payload = JSON.parse(fromUtf8(payloadBytes)) as TradePayload;
  } catch {
    throw new TradeRefusal("malformed", "Malformed trade message: the payload is not valid UTF-8 JSON.");
  }
  const bad = (what: string) => new TradeRefusal("malformed", `Malformed trade message: ${what}.`);
  if (!isObject(payload)) throw bad("the payload is not an object");
  if (payload.v !== TRADE_WIRE_VERSION) throw bad(`version ${String(payload.v).slice(0, 20)} (this Moxen trades with version ${TRADE_WIRE_VERSION})`);
  if (typeof payload.trade !== "string" || (payload.trade !== "" && !HEX64.test(payload.trade))) throw bad("bad trade id");
  if (typeof payload.author !== "string" || !KEY.test(payload.author)) throw bad("bad author key");
  if (!isCount(payload.seq) || payload.seq < 1) throw bad("bad seq");
  if (typeof payload.prev !== "string" || !HEX64.test(payload.prev)) throw bad("bad prev");
  if (!(MESSAGE_TYPES as readonly string[]).includes(payload.type as string)) throw bad(`unknown type "${String(payload.type).slice(0, 32)}"`);
  if (!("body" in payload)) throw bad("no body");
  if (!verifySignature(payload.author, concat(MESSAGE_DOMAIN, payloadBytes), signature)) {
    throw new TradeRefusal("bad-signature", "The trade message's signature does not match it: it was forged or altered on the way.");
  }
  return { payload, payloadBytes, signature, frame, id: messageId(payloadBytes) };
}

/** The session id both sides derive from their hello nonces (neither can choose it alone). */
export function deriveSessionId(nonceA: string, nonceB: string): string {
  const [x, y] = [nonceA, nonceB].sort();
  return toHex(sha256(TRADE_ID_DOMAIN, utf8(`${x}:${y}`)));
}

/** The trade id of the session's n-th contract (a session can settle one trade after another). */
export function deriveTradeId(sessionId: string, round: number): string {
  return toHex(sha256(TRADE_ID_DOMAIN, utf8(`${sessionId}#${round}`)));
}

// ---------------------------------------------------------------- canonical JSON, contracts

/** JSON with object keys sorted, no whitespace: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

export interface OfferedUnit {
  /** The giver's unit id, `<card code>.u<n>`. */
  id: string;
  /** The card's name (display, and checked against the id's card code). */
  card: string;
  set: string;
  number: string;
}

/** The ledger state a side's offer applies to: its coin balance and its last ledger row. */
export interface LedgerState {
  balance: number;
  head: number;
}

export interface Offer {
  rev: number;
  units: OfferedUnit[];
  coins: number;
  ledger: LedgerState;
}

export interface ContractSide {
  key: string;
  name: string;
  units: OfferedUnit[];
  coins: number;
  ledger: LedgerState;
}

export interface Contract {
  v: 1;
  trade: string;
  created: string;
  expires: string;
  /** sides[0] signs first, sides[1] countersigns (by public key order). */
  sides: [ContractSide, ContractSide];
}

export const contractText = (c: Contract): string => canonicalJson(c);

export const signContract = (identity: Identity, text: string): string => toBase64Url(identity.sign(concat(CONTRACT_DOMAIN, utf8(text))));
export const signAbort = (identity: Identity, trade: string): string => toBase64Url(identity.sign(concat(ABORT_DOMAIN, utf8(trade))));

export function verifyContractSig(key: string, text: string, sig: unknown): boolean {
  if (typeof sig !== "string" || !SIG.test(sig)) return false;
  return verifySignature(key, concat(CONTRACT_DOMAIN, utf8(text)), fromBase64Url(sig));
}

export function verifyAbortSig(key: string, trade: string, sig: unknown): boolean {
  if (typeof sig !== "string" || !SIG.test(sig)) return false;
  return verifySignature(key, concat(ABORT_DOMAIN, utf8(trade)), fromBase64Url(sig));
}

// ---------------------------------------------------------------- bodies

const UNIT_ID = /^c\d{6}\.u\d{4,9}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const SHORT = /^[A-Za-z0-9]{1,10}$/;

function bodyError(what: string): TradeRefusal {
  return new TradeRefusal("bad-body", `Malformed trade message body: ${what}.`);
}

function onlyKeys(x: Record<string, unknown>, keys: readonly string[], what: string): void {
  for (const k of Object.keys(x)) if (!keys.includes(k)) throw bodyError(`${what} has an unknown field "${k.slice(0, 30)}"`);
}

function checkName(x: unknown, what: string): string {
  if (typeof x !== "string" || !x.trim() || x.length > TRADE_LIMITS.maxName) throw bodyError(`${what} must be 1 to ${TRADE_LIMITS.maxName} characters`);
  return x;
}

function checkLedger(x: unknown): LedgerState {
  if (!isObject(x)) throw bodyError("the ledger state is missing");
  onlyKeys(x, ["balance", "head"], "the ledger state");
  if (!isCount(x.balance) || !isCount(x.head)) throw bodyError("the ledger state's balance and head are whole numbers");
  return { balance: x.balance, head: x.head };
}

/** Units and coins of one side: shape, size limits, no unit twice. */
function checkGoods(units: unknown, coins: unknown): { units: OfferedUnit[]; coins: number } {
  if (!Array.isArray(units)) throw bodyError("units must be a list");
  if (units.length > TRADE_LIMITS.maxUnits) {
    throw new TradeRefusal("over-limit", `The offer has ${units.length} units; a trade takes at most ${TRADE_LIMITS.maxUnits} from each side.`);
  }
  if (!isCount(coins)) throw bodyError("coins must be a whole number, 0 or more");
  if (coins > TRADE_LIMITS.maxCoins) throw new TradeRefusal("over-limit", `The offer has ${coins} coins; a trade takes at most ${TRADE_LIMITS.maxCoins} from each side.`);
  const seen = new Set<string>();
  const out: OfferedUnit[] = [];
  for (const u of units) {
    if (!isObject(u)) throw bodyError("a unit must be an object");
    onlyKeys(u, ["id", "card", "set", "number"], "a unit");
    if (typeof u.id !== "string" || !UNIT_ID.test(u.id)) throw bodyError(`"${String(u.id).slice(0, 30)}" is not a unit id`);
    if (seen.has(u.id)) throw bodyError(`unit ${u.id} is offered twice`);
    seen.add(u.id);
    if (typeof u.card !== "string" || !u.card || u.card.length > 150) throw bodyError(`unit ${u.id} has no card name`);
    if (typeof u.set !== "string" || !SHORT.test(u.set) || typeof u.number !== "string" || !SHORT.test(u.number)) throw bodyError(`unit ${u.id} has no printing`);
    out.push({ id: u.id, card: u.card, set: u.set, number: u.number });
  }
  return { units: out, coins };
}

export function checkOfferBody(body: unknown): Offer {
  if (!isObject(body)) throw bodyError("an offer must be an object");
  onlyKeys(body, ["rev", "units", "coins", "ledger"], "an offer");
  if (!isCount(body.rev) || body.rev < 1) throw bodyError("an offer's revision is a whole number from 1");
  const goods = checkGoods(body.units, body.coins);
  return { rev: body.rev, ...goods, ledger: checkLedger(body.ledger) };
}

export interface HelloBody {
  nonce: string;
  name: string;
}

/** Contracts with this friend that the sender holds unresolved, or final but unacknowledged. */
export interface SyncBody {
  open: OpenContract[];
}

export interface OpenContract {
  contract: string;
  first: string;
  second?: string;
}

export function checkHelloBody(body: unknown): HelloBody {
  if (!isObject(body)) throw bodyError("a hello must be an object");
  onlyKeys(body, ["nonce", "name"], "a hello");
  if (typeof body.nonce !== "string" || !HEX64.test(body.nonce)) throw bodyError("a hello's nonce is 64 hex digits");
  return { nonce: body.nonce, name: checkName(body.name, "a name") };
}

export function checkSyncBody(body: unknown): SyncBody {
  if (!isObject(body)) throw bodyError("a sync must be an object");
  onlyKeys(body, ["open"], "a sync");
  if (!Array.isArray(body.open) || body.open.length > TRADE_LIMITS.maxOpen) throw bodyError(`the open contracts are a list of at most ${TRADE_LIMITS.maxOpen}`);
  const open = body.open.map((o): OpenContract => {
    if (!isObject(o)) throw bodyError("an open contract must be an object");
    onlyKeys(o, ["contract", "first", "second"], "an open contract");
    if (typeof o.contract !== "string" || o.contract.length > 40_000) throw bodyError("an open contract's text is missing");
    if (typeof o.first !== "string" || !SIG.test(o.first)) throw bodyError("an open contract's first signature is missing");
    if (o.second !== undefined && (typeof o.second !== "string" || !SIG.test(o.second))) throw bodyError("an open contract's second signature is malformed");
    return { contract: o.contract, first: o.first, ...(o.second !== undefined ? { second: o.second } : {}) };
  });
  return { open };
}

export function checkAcceptBody(body: unknown): { mine: number; yours: number } {
  if (!isObject(body)) throw bodyError("an acceptance must be an object");
  onlyKeys(body, ["mine", "yours"], "an acceptance");
  if (!isCount(body.mine) || !isCount(body.yours)) throw bodyError("an acceptance names both offers' revisions");
  return { mine: body.mine, yours: body.yours };
}

export function checkSignBody(body: unknown): { contract: string; sig: string } {
  if (!isObject(body)) throw bodyError("a signature message must be an object");
  onlyKeys(body, ["contract", "sig"], "a signature message");
  if (typeof body.contract !== "string" || body.contract.length > 40_000) throw bodyError("the contract is missing");
  if (typeof body.sig !== "string" || !SIG.test(body.sig)) throw bodyError("the contract signature is malformed");
  return { contract: body.contract, sig: body.sig };
}

export function checkTradeSigBody(body: unknown, withReason = false): { trade: string; sig: string; reason?: string } {
  if (!isObject(body)) throw bodyError("a signature message must be an object");
  onlyKeys(body, withReason ? ["trade", "sig", "reason"] : ["trade", "sig"], "a signature message");
  if (typeof body.trade !== "string" || !HEX64.test(body.trade)) throw bodyError("the trade id is 64 hex digits");
  if (typeof body.sig !== "string" || !SIG.test(body.sig)) throw bodyError("the signature is malformed");
  if (withReason && body.reason !== undefined && (typeof body.reason !== "string" || body.reason.length > 300)) throw bodyError("the reason is at most 300 characters");
  return { trade: body.trade, sig: body.sig, ...(typeof body.reason === "string" ? { reason: body.reason } : {}) };
}

export function checkDoneBody(body: unknown): { trade: string } {
  if (!isObject(body)) throw bodyError("a done message must be an object");
  onlyKeys(body, ["trade"], "a done message");
  if (typeof body.trade !== "string" || !HEX64.test(body.trade)) throw bodyError("the trade id is 64 hex digits");
  return { trade: body.trade };
}

/** Parses and checks a contract's text: canonical, well-formed, sides in key order. Throws TradeRefusal. */
export function parseContract(text: string): Contract {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new TradeRefusal("bad-contract", "The contract is not valid JSON.");
  }
  const bad = (what: string) => new TradeRefusal("bad-contract", `Malformed contract: ${what}.`);
  if (!isObject(raw)) throw bad("not an object");
  if (raw.v !== 1) throw bad("unknown version");
  if (typeof raw.trade !== "string" || !HEX64.test(raw.trade)) throw bad("bad trade id");
  if (typeof raw.created !== "string" || !ISO.test(raw.created) || typeof raw.expires !== "string" || !ISO.test(raw.expires)) throw bad("bad dates");
  if (!Array.isArray(raw.sides) || raw.sides.length !== 2) throw bad("a contract has two sides");
  const sides = raw.sides.map((s): ContractSide => {
    if (!isObject(s)) throw bad("a side is not an object");
    if (typeof s.key !== "string" || !KEY.test(s.key)) throw bad("a side's key");
    let goods: { units: OfferedUnit[]; coins: number };
    try {
      goods = checkGoods(s.units, s.coins);
    } catch (err) {
      if (err instanceof TradeRefusal && err.code === "over-limit") throw err;
      throw bad((err as Error).message);
    }
    return { key: s.key, name: checkName(s.name, "a side's name"), units: goods.units, coins: goods.coins, ledger: checkLedger(s.ledger) };
  }) as [ContractSide, ContractSide];
  if (!(sides[0].key < sides[1].key)) throw bad("the sides are not in key order");
  const contract: Contract = { v: 1, trade: raw.trade, created: raw.created, expires: raw.expires, sides };
  if (contractText(contract) !== text) throw bad("the text is not canonical (extra fields or another order)");
  return contract;
}
