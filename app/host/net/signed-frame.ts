/**
 * A signed frame, as every peer-to-peer protocol of Moxen sends one (a match's messages, a trade's):
 *
 *   frame     = format byte ‖ payload (UTF-8 JSON) ‖ Ed25519 signature (64 bytes)
 *   signature = sign(message domain ‖ payload)
 *   id        = SHA-256(id domain ‖ payload)
 *
 * Each protocol has its own format byte and domains, so that no signature of one is ever valid as
 * a message of the other, and one channel can carry both (app/host/net/match-channel.ts).
 */
import { concat, sha256, toHex, utf8 } from "./bytes";
import type { Identity } from "./identity";

export interface FrameKind {
  format: number;
  messageDomain: Uint8Array;
  idDomain: Uint8Array;
}

export interface SignedFrame<P> {
  payload: P;
  payloadBytes: Uint8Array;
  signature: Uint8Array;
  frame: Uint8Array;
  id: string;
}

export const frameId = (kind: FrameKind, payloadBytes: Uint8Array): string => toHex(sha256(kind.idDomain, payloadBytes));

export function signFrame<P>(identity: Identity, kind: FrameKind, payload: P): SignedFrame<P> {
  const payloadBytes = utf8(JSON.stringify(payload));
  const signature = identity.sign(concat(kind.messageDomain, payloadBytes));
  const frame = concat(Uint8Array.of(kind.format), payloadBytes, signature);
  return { payload, payloadBytes, signature, frame, id: frameId(kind, payloadBytes) };
}
