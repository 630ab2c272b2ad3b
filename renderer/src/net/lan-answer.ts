/**
 * Answering a LAN join request (match.lanOffer) for whatever was announced — a match, a trade or a
 * limited event: a peer is opened as the answering side, the offer's signal is accepted, the answer
 * goes back through the host (match.lanAnswer, which forwards it to the joiner), and once the
 * channel is open the announcement stops. The caller then starts its own protocol on the returned peer.
 */
import type { LanOffer } from "../../../app/shared/contract/match";
import { openPeer, type RtcPeer } from "./rtc-peer";

export async function answerLanOffer(offer: LanOffer, opts: Parameters<typeof openPeer>[1] = {}): Promise<RtcPeer> {
  const peer = await openPeer(false, opts);
  try {
    peer.accept(offer.signal);
    const a = await window.moxen.match.lanAnswer({ requestId: offer.requestId, signal: await peer.signal });
    if (!a.ok) throw new Error(`Answering the join request failed: ${a.error.message}`);
    await peer.connected;
    await window.moxen.match.lanStop();
    return peer;
  } catch (e) {
    peer.close();
    throw e;
  }
}
