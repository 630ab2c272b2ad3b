/**
 * Real WebRTC in one process (@roamhq/wrtc over loopback/LAN host candidates): a match
 * through codes only, the renderer-bridged transport, and LAN discovery over mDNS.
 * (@roamhq/wrtc keeps the process alive ~5 s after the last peer closes; that is all the
 * extra time this file takes.)
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import SimplePeer from "simple-peer";
import { BridgeRegistry } from "../../app/host/net/bridged-transport";
import { CodeError } from "../../app/host/net/errors";
import { browseLanGames, hostLanGame, joinLanGame, type LanGame } from "../../app/host/net/lan-discovery";
import { codeToSignal, signalToCode, type SessionDescription } from "../../app/host/net/signal-code";
import type { Transport } from "../../app/host/net/transport";
import { answerInvitation, createInvitation, loadNodeWebRtc } from "../../app/host/net/wrtc-transport";
import { autoPlay, countingSession, newIdentity, waitFor, type CountingSession } from "./helpers";

const cleanups: (() => void)[] = [];
after(() => cleanups.forEach((c) => c()));

async function playMatch(hostTransport: Transport, guestTransport: Transport, host: CountingSession, guest: CountingSession) {
  autoPlay(host);
  autoPlay(guest);
  host.attach(hostTransport);
  guest.attach(guestTransport);
  try {
    await waitFor([host, guest], () => host.peerResult !== null && guest.peerResult !== null, 10_000, "match over WebRTC");
    assert.equal(host.stateHash, guest.stateHash);
    assert.deepEqual(host.incidents, []);
    assert.deepEqual(guest.incidents, []);
  } finally {
    host.close();
    guest.close();
  }
}

test("a real WebRTC connection made only through the two codes carries a whole match", async () => {
  const hostId = newIdentity();
  const guestId = newIdentity();
  const invitation = await createInvitation({ identity: hostId });
  cleanups.push(() => invitation.cancel());
  const inviteText: string = invitation.code; // all that crosses between the two sides is text
  const answer = await answerInvitation(inviteText, { identity: guestId });
  cleanups.push(() => answer.cancel());
  assert.equal(answer.peerFingerprint, hostId.fingerprint);
  const { transport: hostTransport, peerFingerprint } = await invitation.accept(answer.code);
  const guestTransport = await answer.connected;
  assert.equal(peerFingerprint, guestId.fingerprint);
  await playMatch(
    hostTransport,
    guestTransport,
    countingSession("host", { identity: hostId, expectedPeerFingerprint: peerFingerprint }),
    countingSession("guest", { identity: guestId, expectedPeerFingerprint: answer.peerFingerprint }),
  );
  await waitFor([], () => !hostTransport.isOpen && !guestTransport.isOpen, 2000, "both channels closed");
});

test("bad codes fail cleanly before or at connection", async () => {
  const invitation = await createInvitation();
  try {
    await assert.rejects(invitation.accept("MOX1-garbage"), CodeError);
    await assert.rejects(invitation.accept(invitation.code), /This is an invite code, but an answer code is needed here/);
    await assert.rejects(answerInvitation(invitation.code.slice(0, 30)), /incomplete — it may have been cut off/);
  } finally {
    invitation.cancel();
  }
});

test("the bridged transport: the data channel lives in a 'renderer', keys and session in the host", async () => {
  // Stand-in for the Electron renderer: its own simple-peer, moving bytes and SDP only.
  const wrtc = await loadNodeWebRtc();
  const rendererPeer = new SimplePeer({ initiator: true, trickle: false, wrtc: wrtc as never, config: { iceServers: [] } });
  cleanups.push(() => rendererPeer.destroy());
  const registry = new BridgeRegistry();
  const hostId = newIdentity();
  const bridged = registry.open((channelId) => ({
    send: (bytes) => rendererPeer.send(bytes),
    close: () => rendererPeer.destroy(),
  }));
  rendererPeer.on("data", (data: Uint8Array) => registry.deliver(bridged.channelId, new Uint8Array(data)));
  rendererPeer.on("close", () => registry.closed(bridged.channelId, "peer closed"));

  // Signaling: the renderer's SDP goes to the host, which turns it into the invite code.
  const offer = await new Promise<SessionDescription>((resolve) => rendererPeer.once("signal", resolve));
  const inviteCode = signalToCode(offer, hostId.digest());
  // The friend (plain Node here) answers the code.
  const guestId = newIdentity();
  const answer = await answerInvitation(inviteCode, { identity: guestId });
  cleanups.push(() => answer.cancel());
  // The pasted answer code goes back through the host to the renderer's peer.
  const { signal, identity } = codeToSignal(answer.code, "answer");
  assert.equal(identity, guestId.fingerprint);
  rendererPeer.signal(signal as never);
  await new Promise((resolve) => rendererPeer.once("connect", resolve));

  // The renderer cannot inject anything but bytes: a non-binary delivery is ignored.
  registry.deliver(bridged.channelId, "not bytes" as never);
  assert.throws(() => registry.deliver("ch999", new Uint8Array(1)), /No open network channel "ch999"/);

  await playMatch(
    bridged,
    await answer.connected,
    countingSession("host", { identity: hostId, expectedPeerFingerprint: guestId.fingerprint }),
    countingSession("guest", { identity: guestId, expectedPeerFingerprint: hostId.fingerprint }),
  );
  await waitFor([], () => !bridged.isOpen, 2000, "bridged channel closed");
});

test("LAN: a game announced over mDNS is found and joined without codes", async () => {
  const hostId = newIdentity();
  const guestId = newIdentity();
  const hostTransport = new Promise<{ transport: Transport; fp?: string }>((resolve) => {
    void hostLanGame({ identity: hostId, playerName: "Alice", onConnection: (transport, fp) => resolve({ transport, fp }) }).then((lan) =>
      cleanups.push(() => void lan.stop()),
    );
  });
  const game = await new Promise<LanGame>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no game found over mDNS within 8 s")), 8000);
    const browser = browseLanGames((games) => {
      const mine = games.find((g) => g.fingerprint === hostId.fingerprint);
      if (mine) {
        clearTimeout(timer);
        browser.stop();
        resolve(mine);
      }
    });
  });
  assert.equal(game.player, "Alice");
  assert.ok(game.addresses.length > 0 && game.port > 0);
  const joined = await joinLanGame(game, { identity: guestId });
  assert.equal(joined.peerFingerprint, hostId.fingerprint);
  const hosted = await hostTransport;
  assert.equal(hosted.fp, guestId.fingerprint);
  await playMatch(
    hosted.transport,
    joined.transport,
    countingSession("host", { identity: hostId, expectedPeerFingerprint: hosted.fp }),
    countingSession("guest", { identity: guestId, expectedPeerFingerprint: game.fingerprint }),
  );
});
