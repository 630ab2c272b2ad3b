/**
 * Limited events on the LAN (issue 35): the friend screen announces its proposal with
 * match.lanAnnounce({purpose: "limited", limited: {spec, kind}}) over the real mDNS of
 * app/host/match/lan.ts; another host browsing sees it as a limited event with its packs, while
 * `moxen peer`'s game browser (app/host/net/lan-discovery.ts) does not list it as a game. Bad
 * announcements are refused and change nothing; a forged TXT record is not shown.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { LanGameInfo } from "../../app/shared/contract/match";
import { lanTxt, toGame } from "../../app/host/match/lan";
import { browseLanGames, type LanGame } from "../../app/host/net/lan-discovery";
import { openHost, removeTempDirs, sleep, tempDir } from "./helpers";

const cleanups: (() => unknown)[] = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
  removeTempDirs();
});

const FP = "ABCD-EFGH-IJKL-MNOP-QRST";
const service = (txt: Record<string, string>) => ({ name: "Moxen x", txt, addresses: ["192.168.1.2"], port: 4000 });

describe("limited events on the LAN", { timeout: 60_000 }, () => {
  it("reads each kind of announcement; an unknown kind or a bad spec is not shown", () => {
    assert.equal(toGame(service(lanTxt("Al", FP, "match")))?.purpose, "match");
    assert.equal(toGame(service(lanTxt("Al", FP, "trade")))?.purpose, "trade");
    const ev = toGame(service(lanTxt("Al", FP, "limited", { spec: "LEG:2,DRK:2", kind: "winston" })))!;
    assert.equal(ev.purpose, "limited");
    assert.deepEqual(ev.limited, { spec: "LEG:2,DRK:2", kind: "winston" });
    assert.equal(toGame(service({ v: "1", player: "Al", fp: FP, kind: "poker" })), null, "an unknown kind is nothing to list");
    assert.equal(toGame(service({ v: "1", player: "Al", fp: FP, kind: "limited" })), null, "an event without packs");
    assert.equal(toGame(service({ v: "1", player: "Al", fp: FP, kind: "limited", spec: "<img src=x>" })), null, "packs that are not a spec");
    assert.equal(toGame(service({ v: "1", player: "Al", fp: FP, kind: "limited", spec: "3ED:6", event: "evil" }))?.limited?.kind, "sealed");
  });

  it("announces an event with its packs; a browsing host sees it, moxen peer's game list does not", async () => {
    const alice = await openHost(tempDir());
    const bob = await openHost(tempDir());
    cleanups.push(() => alice.close(), () => bob.close());
    await alice.ok("profile.setName", { name: "Alice" });
    const aliceFp = (await alice.ok("net.identity")).fingerprint as string;

    for (const bad of [{ purpose: "limited" }, { purpose: "limited", limited: { spec: "3ED:6;rm", kind: "sealed" } }, { purpose: "limited", limited: { spec: "3ED:6", kind: "cube" } }]) {
      const r = await alice.call("match.lanAnnounce", bad);
      assert.equal(r.ok, false, `refused: ${JSON.stringify(bad)}`);
    }

    const peerGames: LanGame[][] = [];
    const cliBrowser = browseLanGames((g) => peerGames.push(g));
    cleanups.push(() => cliBrowser.stop());

    await alice.ok("match.lanAnnounce", { purpose: "limited", limited: { spec: "3ED:3", kind: "sealed" } });
    const first = (await bob.ok("match.lanBrowse")) as LanGameInfo[];
    const event = await new Promise<LanGameInfo>((resolve, reject) => {
      const hit = first.find((g) => g.fingerprint === aliceFp);
      if (hit) return resolve(hit);
      const timer = setTimeout(() => reject(new Error("Alice's event was not found over mDNS within 15 s")), 15_000);
      bob.services.events.subscribe((name, p) => {
        const g = name === "match.lanGames" && (p as { games: LanGameInfo[] }).games.find((x) => x.fingerprint === aliceFp);
        if (g) (clearTimeout(timer), resolve(g));
      });
    });
    assert.equal(event.purpose, "limited");
    assert.deepEqual(event.limited, { spec: "3ED:3", kind: "sealed" });
    assert.equal(event.player, "Alice");

    // Re-announcing with other packs replaces the announcement (one at a time per host).
    await alice.ok("match.lanAnnounce", { purpose: "limited", limited: { spec: "3ED:6", kind: "sealed" } });
    const deadline = Date.now() + 15_000;
    let now: LanGameInfo | undefined;
    while (Date.now() < deadline) {
      now = ((await bob.ok("match.lanBrowse")) as LanGameInfo[]).find((g) => g.fingerprint === aliceFp && g.limited?.spec === "3ED:6");
      if (now) break;
      await sleep(200);
    }
    assert.ok(now, "the new packs are announced");
    await sleep(1000); // the mDNS answers have reached the CLI browser too
    assert.equal(peerGames.flat().filter((g) => g.fingerprint === aliceFp).length, 0, "moxen peer lists no limited event as a game");
    await alice.ok("match.lanStop");
    await bob.ok("match.lanStopBrowsing");
  });
});
