/**
 * Invite and answer codes: round trips, sizes, and every kind of bad paste.
 * (A real connection made only through codes is in webrtc.test.ts.)
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { buildSdp, codeToSignal, fromCode, parseSdp, signalToCode, toCode, type SignalInfo } from "../../app/host/net/signal-code";
import { CodeError } from "../../app/host/net/errors";
import { newIdentity } from "./helpers";

// A real offer from @roamhq/wrtc on a machine with one LAN interface.
const OFFER_SDP = [
  "v=0", "o=- 1085682332887870487 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=extmap-allow-mixed", "a=msid-semantic: WMS",
  "m=application 58902 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 192.0.2.2",
  "a=candidate:3077952869 1 udp 2122265343 fd00::2 42638 typ host generation 0 network-id 2",
  "a=candidate:3229573512 1 udp 2122194687 192.0.2.2 58902 typ host generation 0 network-id 1",
  "a=candidate:559267639 1 udp 2122136831 ::1 60293 typ host generation 0 network-id 4",
  "a=candidate:1510613869 1 udp 2122063615 127.0.0.1 42669 typ host generation 0 network-id 3",
  "a=candidate:4193659285 1 tcp 1518285567 fd00::2 33149 typ host tcptype passive generation 0 network-id 2",
  "a=ice-ufrag:pZ3C", "a=ice-pwd:htTABXZqL1LpIaiQD7RI0Zzk",
  "a=fingerprint:sha-256 70:D1:B5:6C:25:9C:48:11:15:DB:1F:2D:EB:8C:73:13:0D:5C:6F:48:50:E0:E8:96:94:6C:E7:54:E0:AB:79:CB",
  "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144", "",
].join("\r\n");

const offer = { type: "offer" as const, sdp: OFFER_SDP };

test("an offer round-trips through a short code and back to an equivalent SDP", () => {
  const identity = newIdentity();
  const code = signalToCode(offer, identity.digest());
  assert.match(code, /^MOX1-[A-Za-z0-9_-]+$/);
  assert.ok(code.length < 200, `code is ${code.length} characters`);
  const info = fromCode(code, "offer");
  assert.equal(info.iceUfrag, "pZ3C");
  assert.equal(info.icePwd, "htTABXZqL1LpIaiQD7RI0Zzk");
  assert.equal(info.setup, "actpass");
  assert.equal(info.identity, identity.fingerprint);
  assert.deepEqual(info.candidates.map((c) => `${c.address}:${c.port}`), ["fd00::2:42638", "192.0.2.2:58902", "::1:60293", "127.0.0.1:42669"], "UDP only when UDP exists");
  const rebuilt = buildSdp(info);
  assert.equal(rebuilt.type, "offer");
  assert.match(rebuilt.sdp, /a=fingerprint:sha-256 70:D1:B5:6C:25:9C:48:11:15:DB:1F:2D:EB:8C:73:13:0D:5C:6F:48:50:E0:E8:96:94:6C:E7:54:E0:AB:79:CB\r\n/);
  assert.match(rebuilt.sdp, /a=candidate:\d+ 1 udp \d+ 192\.0\.2\.2 58902 typ host generation 0/);
  // Parsing the rebuilt SDP gives the same information again.
  assert.deepEqual({ ...parseSdp(rebuilt, identity.digest()) }, { ...info });
});

test("IPv6, mDNS host names, relay candidates and answer roles survive the round trip", () => {
  const info: SignalInfo = {
    kind: "answer", iceUfrag: "abcd", icePwd: "0123456789abcdefghij+/", dtlsFingerprint: new Uint8Array(32).fill(0xab),
    setup: "active", sctpPort: 5000,
    candidates: [
      { address: "2001:db8::1:0:0:1", port: 9, protocol: "udp", type: "host" },
      { address: "3f1d2c4b-1111-4222-8333-123456789abc.local", port: 50000, protocol: "udp", type: "host" },
      { address: "203.0.113.5", port: 3478, protocol: "udp", type: "relay" },
      { address: "198.51.100.7", port: 443, protocol: "tcp", type: "srflx" },
    ],
  };
  const back = fromCode(toCode(info), "answer");
  assert.deepEqual(back.candidates.map((c) => c.address), ["2001:db8::1:0:0:1", "3f1d2c4b-1111-4222-8333-123456789abc.local", "203.0.113.5", "198.51.100.7"]);
  assert.deepEqual({ ...back, candidates: [] }, { ...info, candidates: [], identity: undefined });
  assert.deepEqual(back.candidates, info.candidates);
});

test("line breaks and spaces added by chat apps are ignored", () => {
  const code = signalToCode(offer);
  const wrapped = code.match(/.{1,40}/g)!.join("\n  ");
  assert.deepEqual(fromCode(wrapped), fromCode(code));
});

test("bad codes get clear errors", () => {
  const code = signalToCode(offer);
  const error = (text: string, expect?: "offer" | "answer") => {
    try {
      fromCode(text, expect);
    } catch (err) {
      assert.ok(err instanceof CodeError);
      return `${err.code}: ${err.message}`;
    }
    assert.fail("accepted a bad code");
  };
  assert.equal(error("", "offer"), "empty: Paste the invite code first.");
  assert.equal(error("hello there", "offer"), "prefix: This is not a Moxen invite code: it should begin with MOX1-");
  assert.equal(error("MOX2-AAAA", "offer"), "version: This invite code was made by a different version of Moxen (MOX2; this version reads MOX1).");
  assert.equal(error(code.slice(0, 40) + "!*" + code.slice(42), "offer"), "characters: This invite code contains characters that cannot be in a Moxen code. Copy it again exactly as it was sent.");
  for (const cut of [code.length - 1, code.length - 8, 60, 12, 6, 5]) {
    assert.equal(
      error(code.slice(0, cut), "offer"),
      "incomplete: This invite code is incomplete — it may have been cut off when copied. Copy the whole code again.",
      `cut at ${cut}`,
    );
  }
  const middle = 70;
  const damaged = code.slice(0, middle) + (code[middle] === "A" ? "B" : "A") + code.slice(middle + 1);
  assert.equal(error(damaged, "offer"), "damaged: This invite code is damaged: some characters were changed when it was copied. Ask for the code again.");
  assert.equal(error(code + "AAAA", "offer"), "trailing: This invite code has extra characters at the end. Copy exactly the code, nothing after it.");
  assert.equal(error(code, "answer"), "wrong-kind: This is an invite code, but an answer code is needed here.");
  assert.equal(error("MOX1-" + "A".repeat(2000)), "too-long: This is too long to be a Moxen code.");
  assert.equal(error("MOX1-AAAAAAAA"), "version: This code was made by a different version of Moxen (format 0; this version reads 1).");
});
