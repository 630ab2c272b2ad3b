/**
 * Coins for a network limited event (issue 35: each side pays its packs' shop price): the view
 * carries what each side pays; a host whose coins are below the price is refused when it proposes
 * and a guest when it accepts, with a clear error, and nothing changes — no coins, no event stored,
 * nothing sent (the friend sees no proposal; the proposal stays open to accept once there are coins).
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import type { LimitedNetViewDto } from "../../app/shared/contract/limited-net";
import type { Profile } from "../../app/shared/contract/collection";
import { linkHosts, openHost, removeTempDirs, sleep, waitUntil } from "../match/helpers";

after(removeTempDirs);

test("a side that cannot pay is refused before anything is sent; the view shows each side's price", { timeout: 120_000 }, async () => {
  const alice = await openHost();
  const bob = await openHost();
  try {
    const coins = async (h: typeof alice) => ((await h.ok("profile.get")) as Profile).coins;
    const [a0, b0] = [await coins(alice), await coins(bob)];
    assert.equal(a0, 500, "a new profile has 500 coins");

    // Alice proposes 3ED:6 (600 coins) with 500: refused, nothing stored, nothing sent.
    const ch = await linkHosts(alice, bob);
    await bob.ok("limitedNet.join", { channelId: ch.b });
    const refused = await alice.call("limitedNet.host", { channelId: ch.a, packs: "3ED:6" });
    assert.equal(refused.ok ? "" : refused.error.code, "insufficient_coins");
    assert.match(refused.ok ? "" : refused.error.message, /Not enough coins: your packs cost 600 coins and you have 500/);
    await sleep(300);
    assert.equal(bob.events.filter((e) => e.name === "limitedNet.changed" && (e.payload as LimitedNetViewDto).status === "proposed").length, 0, "Bob got no proposal");
    assert.deepEqual(await alice.ok("limitedNet.list"), []);
    assert.equal(await coins(alice), a0);

    // Bob spends 300 coins (3 boosters): he has 200, the 3ED:3 proposal costs him 300.
    for (let i = 0; i < 3; i++) await bob.ok("shop.buyPack", { set: "3ED" });
    assert.equal(await coins(bob), b0 - 300);
    const ch2 = await linkHosts(alice, bob);
    const view = (await alice.ok("limitedNet.host", { channelId: ch2.a, packs: "3ED:3" })) as LimitedNetViewDto;
    assert.deepEqual(view.price, { me: 300, peer: 300 });
    const key = view.key!;
    await bob.ok("limitedNet.join", { channelId: ch2.b });
    const bobView = () => [...bob.events].reverse().find((e) => e.name === "limitedNet.changed")?.payload as LimitedNetViewDto | undefined;
    await waitUntil("the proposal", async () => bobView()?.status === "proposed");
    assert.deepEqual(bobView()!.price, { me: 300, peer: 300 });
    const no = await bob.call("limitedNet.accept", { key });
    assert.equal(no.ok ? "" : no.error.code, "insufficient_coins");
    assert.match(no.ok ? "" : no.error.message, /cost 300 coins and you have 200/);
    await sleep(300);
    assert.equal(((await bob.ok("limitedNet.view", { key })) as LimitedNetViewDto).status, "proposed", "the proposal is still there");
    assert.equal(((await alice.ok("limitedNet.view", { key })) as LimitedNetViewDto).status, "proposing", "nothing reached Alice");
    assert.equal(await coins(bob), b0 - 300);
    assert.equal(await coins(alice), a0);

    // The proposal can still be declined cleanly; Alice paid nothing.
    await bob.ok("limitedNet.decline", { key });
    await waitUntil("the refusal reaches Alice", async () => ((await alice.ok("limitedNet.view", { key })) as LimitedNetViewDto).status === "declined");
    assert.equal(await coins(alice), a0);
  } finally {
    await alice.close();
    await bob.close();
  }
});
