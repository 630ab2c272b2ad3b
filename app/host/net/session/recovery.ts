/**
 * Recovering our own frames after a power cut (issue 38): with the log syncing our frames after
 * sending them (SqliteMatchLog `syncOutAfterSend`), a power cut can lose the last ones from our
 * log while the peer holds them. Before signing anything new, a session rebuilt from such a log
 * asks the peer for its frames of ours past our log's head (`recover-request`), and the peer
 * answers from its log (`recover`). Each frame must be ours (our key, a valid signature), of this
 * game, and continue our chain from the log's head one seq at a time: the peer cannot make us
 * adopt anything we did not sign, nor skip or reorder what we did.
 */
import { fromBase64Url, toBase64Url } from "../bytes";
import type { MatchLog } from "../match-log";
import { RECOVER_MAX_FRAMES, type RecoverBody } from "../message-bodies";
import { decodeMessage, isChainedType, verifyMessage, type Message } from "../protocol";

/** Bytes of base64url frames one answer carries at most (one frame always goes, whatever its size). */
const RECOVER_MAX_TEXT = 96 * 1024;

/** The answering side: the requester's frames it logged, from `from` on (bounded). */
export function serveRecovery(log: MatchLog, from: number): RecoverBody {
  let head = 0;
  const frames: string[] = [];
  let text = 0;
  for (const e of log.entries()) {
    if (e.kind !== "message" || e.direction !== "in") continue;
    head = Math.max(head, e.seq);
    if (e.seq < from || frames.length >= RECOVER_MAX_FRAMES || e.seq !== from + frames.length) continue;
    const f = toBase64Url(e.frame);
    if (frames.length > 0 && text + f.length > RECOVER_MAX_TEXT) continue;
    frames.push(f);
    text += f.length;
  }
  return { from, head, frames };
}

export type Recovered = { ok: true; messages: Message[]; done: boolean } | { ok: false; why: string };

/**
 * Checks an answer against our log's head (`seq`, `id`): every frame ours, of this game, chaining
 * on from the head. Nothing is taken unless all of them pass. `done`: the peer holds nothing of
 * ours beyond what we then have.
 */
export function checkRecovered(body: RecoverBody, own: { seq: number; id: string; key: string; gameId: string; maxFrameBytes: number }): Recovered {
  if (body.from !== own.seq + 1) return { ok: false, why: `it answers a request from seq ${body.from}, ours was from ${own.seq + 1}` };
  if (body.head > own.seq && body.frames.length === 0) return { ok: false, why: `it says it holds your messages up to ${body.head} but sends none` };
  if (body.frames.length > Math.max(0, body.head - own.seq)) return { ok: false, why: "it sends more messages than it says it holds" };
  const messages: Message[] = [];
  let prev = own.id;
  for (const [i, text] of body.frames.entries()) {
    const seq = own.seq + 1 + i;
    let m: Message;
    try {
      m = decodeMessage(fromBase64Url(text), own.maxFrameBytes);
    } catch (err) {
      return { ok: false, why: `message ${seq} is not a frame (${(err as Error).message})` };
    }
    if (!verifyMessage(m)) return { ok: false, why: `message ${seq} has a bad signature` };
    if (m.payload.author !== own.key) return { ok: false, why: `message ${seq} was not signed by you` };
    if (m.payload.gameId !== own.gameId) return { ok: false, why: `message ${seq} is from another game` };
    if (m.payload.seq !== seq || !isChainedType(m.payload.type)) return { ok: false, why: `message ${seq} carries seq ${m.payload.seq} (${m.payload.type})` };
    if (m.payload.prev !== prev) return { ok: false, why: `message ${seq} does not follow your previous message (broken hash chain)` };
    prev = m.id;
    messages.push(m);
  }
  return { ok: true, messages, done: own.seq + messages.length >= body.head };
}
