/**
 * Invite and answer codes: the part of a WebRTC offer/answer that a data channel really
 * needs — ICE username fragment and password, DTLS certificate fingerprint, DTLS role and
 * the candidate addresses — packed into ~100–200 bytes, checksummed, and written as
 * base64url text behind a versioned prefix (`MOX1-…`) that a player can paste into any
 * chat. The receiving side rebuilds a standard SDP from it.
 *
 * Everything else in a browser's SDP (codecs, extmap, msid…) is irrelevant to a
 * data-channel-only connection, which is why the code can be this short without a
 * general-purpose compressor: the packing *is* the compression.
 */
import { CodeError } from "./errors";
import { concat, equalBytes, fromBase64Url, sha256, toBase64Url } from "./bytes";
import { fingerprintFromDigest } from "./fingerprint";

export const CODE_PREFIX = "MOX1-";
const FORMAT_VERSION = 1;
const CHECKSUM_BYTES = 4;
/** Anything longer than this is not one of our codes (and would only waste parsing). */
export const MAX_CODE_CHARS = 1200;
const MAX_CANDIDATES = 12;
/** Bytes of SHA-256(identity public key) carried in a code: enough for the 20-char fingerprint. */
export const IDENTITY_DIGEST_BYTES = 13;

export type SignalKind = "offer" | "answer";
export type DtlsSetup = "actpass" | "active" | "passive";
export type CandidateType = "host" | "srflx" | "prflx" | "relay";

export interface Candidate {
  /** IPv4 dotted quad, IPv6 text, or an mDNS name `<uuid>.local` (browsers hide host IPs so). */
  address: string;
  port: number;
  protocol: "udp" | "tcp";
  type: CandidateType;
}

/** What a data channel needs from one side's session description. */
export interface SignalInfo {
  kind: SignalKind;
  iceUfrag: string;
  icePwd: string;
  /** SHA-256 DTLS certificate fingerprint, 32 bytes. */
  dtlsFingerprint: Uint8Array;
  setup: DtlsSetup;
  sctpPort: number;
  candidates: Candidate[];
  /** Fingerprint of the sender's Moxen identity key, so the other side can check the handshake. */
  identity?: string;
}

/** The RTCSessionDescriptionInit shape that simple-peer emits and accepts. */
export interface SessionDescription {
  type: SignalKind;
  sdp: string;
}

// ---------------------------------------------------------------- SDP → info

export function parseSdp(desc: SessionDescription, identityDigest?: Uint8Array): SignalInfo {
  if (desc.type !== "offer" && desc.type !== "answer") {
    throw new CodeError("bad-signal", `Cannot make a code from a "${String(desc.type)}" signal; only offers and answers.`);
  }
  const lines = desc.sdp.split(/\r?\n/);
  const attr = (name: string) => lines.find((l) => l.startsWith(`a=${name}:`))?.slice(name.length + 3).trim();
  const iceUfrag = attr("ice-ufrag");
  const icePwd = attr("ice-pwd");
  const fp = attr("fingerprint");
  if (!iceUfrag || !icePwd || !fp) {
    throw new CodeError("bad-signal", "The connection offer is missing its ICE credentials or DTLS fingerprint.");
  }
  const [algo, hex] = fp.split(/\s+/);
  if (algo?.toLowerCase() !== "sha-256" || !hex) {
    throw new CodeError("bad-signal", `Unsupported DTLS fingerprint "${fp}" (only sha-256 is supported).`);
  }
  const dtlsFingerprint = new Uint8Array(hex.split(":").map((h) => parseInt(h, 16)));
  if (dtlsFingerprint.length !== 32 || dtlsFingerprint.some((b) => Number.isNaN(b))) {
    throw new CodeError("bad-signal", "The DTLS fingerprint in the connection offer is malformed.");
  }
  const setup = (attr("setup") ?? (desc.type === "offer" ? "actpass" : "active")) as DtlsSetup;
  if (!["actpass", "active", "passive"].includes(setup)) {
    throw new CodeError("bad-signal", `Unknown DTLS setup role "${setup}".`);
  }
  const sctpPort = Number(attr("sctp-port") ?? 5000);
  const candidates: Candidate[] = [];
  for (const line of lines) {
    if (!line.startsWith("a=candidate:")) continue;
    const c = parseCandidate(line.slice(2));
    if (c && candidates.length < MAX_CANDIDATES) candidates.push(c);
  }
  // Keep the code short: TCP candidates only matter when there is no UDP path at all.
  const udp = candidates.filter((c) => c.protocol === "udp");
  return {
    kind: desc.type,
    iceUfrag,
    icePwd,
    dtlsFingerprint,
    setup,
    sctpPort,
    candidates: udp.length > 0 ? udp : candidates,
    identity: identityDigest ? fingerprintFromDigest(identityDigest) : undefined,
  };
}

/** Parses `candidate:…` (as found in SDP or in a trickle candidate); null if not usable. */
export function parseCandidate(text: string): Candidate | null {
  const parts = text.replace(/^candidate:/, "").trim().split(/\s+/);
  // foundation component protocol priority address port "typ" type ...
  if (parts.length < 8 || parts[6] !== "typ") return null;
  if (parts[1] !== "1") return null; // data channels use one component (RTP/RTCP muxed)
  const protocol = parts[2]!.toLowerCase();
  if (protocol !== "udp" && protocol !== "tcp") return null;
  const type = parts[7] as CandidateType;
  if (!["host", "srflx", "prflx", "relay"].includes(type)) return null;
  if (protocol === "tcp") {
    const t = parts.indexOf("tcptype");
    if (t < 0 || parts[t + 1] !== "passive") return null; // only passive TCP can be dialled
  }
  const address = parts[4]!;
  const port = Number(parts[5]);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return null;
  if (addressKind(address) < 0) return null;
  if (/^fe80:/i.test(address)) return null; // link-local IPv6 needs a zone id we cannot carry
  return { address, port, protocol, type };
}

// ---------------------------------------------------------------- info → SDP

const TYPE_PREFERENCE: Record<CandidateType, number> = { host: 126, prflx: 110, srflx: 100, relay: 0 };

/** Builds a minimal, standard SDP for a data-channel-only session from a decoded code. */
export function buildSdp(info: SignalInfo): SessionDescription {
  const fingerprint = [...info.dtlsFingerprint].map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":");
  const first = info.candidates[0];
  const connection = first && !first.address.endsWith(".local") ? first : null;
  const ipv = connection?.address.includes(":") ? "IP6" : "IP4";
  const lines = [
    "v=0",
    // Session id from the DTLS fingerprint: stable for the same offer, no randomness needed.
    `o=- ${BigInt("0x" + Buffer.from(info.dtlsFingerprint.subarray(0, 7)).toString("hex"))} 2 IN IP4 127.0.0.1`,
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=msid-semantic: WMS",
    `m=application ${connection?.port ?? 9} UDP/DTLS/SCTP webrtc-datachannel`,
    `c=IN ${ipv} ${connection?.address ?? "0.0.0.0"}`,
  ];
  info.candidates.forEach((c, i) => {
    // RFC 8445 §5.1.2.1 priority: type preference, then local preference by listing order.
    const priority = TYPE_PREFERENCE[c.type] * 2 ** 24 + (65535 - i) * 2 ** 8 + 255;
    let line = `a=candidate:${1000 + i} 1 ${c.protocol} ${priority} ${c.address} ${c.port} typ ${c.type}`;
    if (c.type !== "host") line += " raddr 0.0.0.0 rport 0";
    if (c.protocol === "tcp") line += " tcptype passive";
    lines.push(line + " generation 0");
  });
  lines.push(
    "a=end-of-candidates",
    `a=ice-ufrag:${info.iceUfrag}`,
    `a=ice-pwd:${info.icePwd}`,
    `a=fingerprint:sha-256 ${fingerprint}`,
    `a=setup:${info.setup}`,
    "a=mid:0",
    `a=sctp-port:${info.sctpPort}`,
    "a=max-message-size:262144",
    "",
  );
  return { type: info.kind, sdp: lines.join("\r\n") };
}

// ---------------------------------------------------------------- info ↔ bytes ↔ text

const SETUPS: DtlsSetup[] = ["actpass", "active", "passive"];
const TYPES: CandidateType[] = ["host", "srflx", "prflx", "relay"];
const ICE_CHARS = /^[A-Za-z0-9+/]{1,255}$/; // RFC 8839 ice-char

/** 0 = IPv4, 1 = IPv6, 2 = mDNS uuid.local, -1 = unsupported. */
function addressKind(address: string): number {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return 0;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$/i.test(address)) return 2;
  if (address.includes(":") && /^[0-9a-f:.]+$/i.test(address)) return 1;
  return -1;
}

function ipv6ToBytes(address: string): Uint8Array {
  let text = address;
  const tail: number[] = [];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, -v4[1]!.length) + "0";
    text = text.replace(/:0$/, "");
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const parse = (s: string | undefined) => (s ? s.split(":").filter(Boolean).map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = [...parse(rest), ...tail];
  const words = rest === undefined ? [...left, ...tail] : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  if (words.length !== 8 || words.some((w) => !(w >= 0 && w <= 0xffff))) throw new CodeError("bad-signal", `Bad IPv6 address ${address}`);
  const out = new Uint8Array(16);
  words.forEach((w, i) => {
    out[2 * i] = w >> 8;
    out[2 * i + 1] = w & 255;
  });
  return out;
}

function bytesToIpv6(bytes: Uint8Array): string {
  const words: string[] = [];
  for (let i = 0; i < 16; i += 2) words.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  // Compress the longest run of zero words, as RFC 5952 asks.
  let best = -1;
  let bestLen = 0;
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && words[j] === "0") j++;
    if (j - i > bestLen && j - i > 1) {
      best = i;
      bestLen = j - i;
    }
    i = j === i ? i + 1 : j;
  }
  if (best < 0) return words.join(":");
  return `${words.slice(0, best).join(":")}::${words.slice(best + bestLen).join(":")}`;
}

function encodeAddress(address: string): [number, Uint8Array] {
  const kind = addressKind(address);
  if (kind === 0) return [0, new Uint8Array(address.split(".").map(Number))];
  if (kind === 1) return [1, ipv6ToBytes(address)];
  if (kind === 2) return [2, new Uint8Array(Buffer.from(address.slice(0, 36).replace(/-/g, ""), "hex"))];
  throw new CodeError("bad-signal", `Unsupported candidate address ${address}`);
}

function decodeAddress(kind: number, bytes: Uint8Array): string {
  if (kind === 0) return [...bytes].join(".");
  if (kind === 1) return bytesToIpv6(bytes);
  const hex = Buffer.from(bytes).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
}

const ADDRESS_BYTES = [4, 16, 16];

export function encodeSignal(info: SignalInfo): Uint8Array {
  if (!ICE_CHARS.test(info.iceUfrag) || !ICE_CHARS.test(info.icePwd)) {
    throw new CodeError("bad-signal", "ICE credentials contain characters outside the ICE alphabet.");
  }
  const identity = info.identity ? fingerprintDigestBytes(info.identity) : null;
  const flags = (info.kind === "answer" ? 1 : 0) | (SETUPS.indexOf(info.setup) << 1) | (identity ? 8 : 0);
  const parts: Uint8Array[] = [
    Uint8Array.of(FORMAT_VERSION, flags, 0, 0), // bytes 2-3: total length, filled in below
    Uint8Array.of(info.iceUfrag.length),
    new TextEncoder().encode(info.iceUfrag),
    Uint8Array.of(info.icePwd.length),
    new TextEncoder().encode(info.icePwd),
    info.dtlsFingerprint,
  ];
  if (identity) parts.push(identity);
  parts.push(Uint8Array.of(info.sctpPort >> 8, info.sctpPort & 255));
  const candidates = info.candidates.slice(0, MAX_CANDIDATES);
  parts.push(Uint8Array.of(candidates.length));
  for (const c of candidates) {
    const [kind, addr] = encodeAddress(c.address);
    const cflags = kind | (TYPES.indexOf(c.type) << 2) | (c.protocol === "tcp" ? 16 : 0);
    parts.push(Uint8Array.of(cflags), addr, Uint8Array.of(c.port >> 8, c.port & 255));
  }
  const body = concat(...parts);
  const total = body.length + CHECKSUM_BYTES;
  body[2] = total >> 8;
  body[3] = total & 255;
  return concat(body, sha256(body).subarray(0, CHECKSUM_BYTES));
}

const INCOMPLETE = (what: string) =>
  new CodeError("incomplete", `This ${what} is incomplete — it may have been cut off when copied. Copy the whole code again.`);

export function decodeSignal(bytes: Uint8Array, what = "code"): SignalInfo {
  if (bytes.length < 4) throw INCOMPLETE(what);
  if (bytes[0] !== FORMAT_VERSION) {
    throw new CodeError("version", `This ${what} was made by a different version of Moxen (format ${bytes[0]}; this version reads ${FORMAT_VERSION}).`);
  }
  const total = (bytes[2]! << 8) | bytes[3]!;
  if (bytes.length < total) throw INCOMPLETE(what);
  if (bytes.length > total) {
    throw new CodeError("trailing", `This ${what} has extra characters at the end. Copy exactly the code, nothing after it.`);
  }
  const body = bytes.subarray(0, total - CHECKSUM_BYTES);
  if (!equalBytes(sha256(body).subarray(0, CHECKSUM_BYTES), bytes.subarray(total - CHECKSUM_BYTES))) {
    throw new CodeError("damaged", `This ${what} is damaged: some characters were changed when it was copied. Ask for the code again.`);
  }
  // The checksum matched, so structural errors below mean a buggy or hostile encoder.
  let at = 4;
  const take = (n: number): Uint8Array => {
    if (at + n > body.length) throw new CodeError("malformed", `This ${what} is malformed.`);
    const out = body.subarray(at, at + n);
    at += n;
    return out;
  };
  const flags = bytes[1]!;
  const text = (n: number) => {
    const s = new TextDecoder().decode(take(n));
    if (!ICE_CHARS.test(s)) throw new CodeError("malformed", `This ${what} is malformed.`);
    return s;
  };
  const iceUfrag = text(take(1)[0]!);
  const icePwd = text(take(1)[0]!);
  const dtlsFingerprint = take(32).slice();
  const identity = flags & 8 ? fingerprintFromDigest(take(IDENTITY_DIGEST_BYTES)) : undefined;
  const portBytes = take(2);
  const sctpPort = (portBytes[0]! << 8) | portBytes[1]!;
  const count = take(1)[0]!;
  if (count > MAX_CANDIDATES) throw new CodeError("malformed", `This ${what} is malformed.`);
  const candidates: Candidate[] = [];
  for (let i = 0; i < count; i++) {
    const cflags = take(1)[0]!;
    const kind = cflags & 3;
    if (kind > 2) throw new CodeError("malformed", `This ${what} is malformed.`);
    const address = decodeAddress(kind, take(ADDRESS_BYTES[kind]!));
    const p = take(2);
    candidates.push({
      address,
      port: (p[0]! << 8) | p[1]!,
      type: TYPES[(cflags >> 2) & 3]!,
      protocol: cflags & 16 ? "tcp" : "udp",
    });
  }
  if (at !== body.length) throw new CodeError("malformed", `This ${what} is malformed.`);
  const setup = SETUPS[(flags >> 1) & 3];
  if (!setup) throw new CodeError("malformed", `This ${what} is malformed.`);
  return { kind: flags & 1 ? "answer" : "offer", iceUfrag, icePwd, dtlsFingerprint, setup, sctpPort, candidates, identity };
}

function fingerprintDigestBytes(fingerprint: string): Uint8Array {
  // The code carries the digest prefix, not the text: decode the base32 fingerprint back.
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const chars = fingerprint.replace(/-/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of chars) {
    const v = alphabet.indexOf(ch);
    if (v < 0) throw new CodeError("bad-signal", `Bad identity fingerprint ${fingerprint}`);
    value = (value << 5) | v;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  // 20 chars = 100 bits → 12 whole bytes + 4 bits; pad the 13th byte with the remaining bits.
  if (bits > 0) out.push((value << (8 - bits)) & 255);
  return new Uint8Array(out.slice(0, IDENTITY_DIGEST_BYTES));
}

const describe = (kind: SignalKind) => (kind === "offer" ? "invite code" : "answer code");

/** Turns an offer or answer into the text a player pastes. */
export function toCode(info: SignalInfo): string {
  return CODE_PREFIX + toBase64Url(encodeSignal(info));
}

/**
 * Reads a pasted code. Whitespace and line breaks (added by chat apps) are ignored.
 * `expect` gives a precise error when an answer is pasted where an invite belongs.
 */
export function fromCode(text: string, expect?: SignalKind): SignalInfo {
  const what = expect ? describe(expect) : "code";
  const compact = text.replace(/\s+/g, "");
  if (compact.length === 0) throw new CodeError("empty", `Paste the ${what} first.`);
  if (compact.length > MAX_CODE_CHARS) throw new CodeError("too-long", `This is too long to be a Moxen ${what}.`);
  if (!compact.startsWith(CODE_PREFIX)) {
    const other = /^MOX(\d+)-/.exec(compact);
    if (other) {
      throw new CodeError("version", `This ${what} was made by a different version of Moxen (MOX${other[1]}; this version reads ${CODE_PREFIX.slice(0, -1)}).`);
    }
    throw new CodeError("prefix", `This is not a Moxen ${what}: it should begin with ${CODE_PREFIX}`);
  }
  let bytes: Uint8Array;
  try {
    bytes = fromBase64Url(compact.slice(CODE_PREFIX.length));
  } catch {
    throw new CodeError("characters", `This ${what} contains characters that cannot be in a Moxen code. Copy it again exactly as it was sent.`);
  }
  const info = decodeSignal(bytes, what);
  if (expect && info.kind !== expect) {
    throw new CodeError("wrong-kind", `This is ${info.kind === "offer" ? "an invite code" : "an answer code"}, but an ${what} is needed here.`);
  }
  return info;
}

/** SDP offer/answer → code, in one step. */
export function signalToCode(desc: SessionDescription, identityDigest?: Uint8Array): string {
  return toCode(parseSdp(desc, identityDigest));
}

/** Code → SDP offer/answer, in one step. */
export function codeToSignal(text: string, expect?: SignalKind): { signal: SessionDescription; identity?: string } {
  const info = fromCode(text, expect);
  return { signal: buildSdp(info), identity: info.identity };
}

