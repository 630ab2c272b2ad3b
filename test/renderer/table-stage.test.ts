/**
 * Staging (renderer/src/components/table/stage.ts, issue 39 item 1): which moments a batch of
 * new log lines makes (attack, block, damage with the life totals that changed), told to the
 * player ("to you"), and the queue's wait that passing for the player uses.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { LogTag } from "../../app/shared/contract/match";
import type { PlayerView } from "../../engine/index";
import { MAX_LINES, momentsOf, setStaging, stagingBusy, toPlayer, whenStaged } from "../../renderer/src/components/table/stage";

/** The parts of a view staging reads: whose it is, the players' names and life, who attacks. */
const view = (lifeA: number, lifeB: number, attacking: string[] = []) =>
  ({
    you: "A",
    players: { A: { id: "A", name: "Alice", life: lifeA }, B: { id: "B", name: "Computer", life: lifeB } },
    battlefield: [
      { id: "sa", name: "Serra Angel", attacking: attacking.includes("sa") || undefined },
      { id: "gb", name: "Grizzly Bears", attacking: attacking.includes("gb") || undefined },
    ],
  }) as unknown as PlayerView;

const batch = (rows: [string, LogTag][]) => [rows.map(([l]) => l), rows.map(([, t]) => t)] as const;

describe("staging's moments", () => {
  it("an attack names its attackers; the damage to me is told to me with my life change", () => {
    const [lines, tags] = batch([
      ["Computer attacks with Serra Angel", { kind: "attack" }],
      ["Computer passes", { kind: "pass" }],
    ]);
    const [m] = momentsOf(lines, tags, view(20, 20), view(20, 20, ["sa"]));
    assert.deepEqual(m, { kind: "attack", lines: ["Computer attacks with Serra Angel"], attackers: ["sa"], life: [] });
    const [lines2, tags2] = batch([
      ["Alice declares no blockers", { kind: "block", none: true }],
      ["Serra Angel deals 4 damage to Alice", { kind: "damage" }],
    ]);
    assert.deepEqual(momentsOf(lines2, tags2, view(20, 20, ["sa"]), view(16, 20)), [
      { kind: "damage", lines: ["Serra Angel deals 4 damage to you"], attackers: [], life: [{ name: "Alice", you: true, from: 20, to: 16 }] },
    ]);
  });

  it("burn, a block, and a combat's damage as one moment; bookkeeping makes none", () => {
    const [lines, tags] = batch([
      ["Fireball resolves", { kind: "resolve" }],
      ["Fireball deals 5 damage to Alice", { kind: "damage" }],
      ["Fireball moves from stack to graveyard", { kind: "zone", from: "stack", to: "graveyard" }],
      ["Alice blocks: Grizzly Bears blocks Serra Angel", { kind: "block" }],
      ["Serra Angel deals 4 damage to Grizzly Bears", { kind: "damage" }],
      ["Grizzly Bears deals 2 damage to Serra Angel", { kind: "damage" }],
      ["Computer gains 3 life", { kind: "life" }],
      ["Alice passes", { kind: "pass" }],
    ]);
    const ms = momentsOf(lines, tags, view(20, 20), view(15, 23));
    assert.deepEqual(ms.map((m) => [m.kind, m.lines]), [
      ["damage", ["Fireball deals 5 damage to you"]],
      ["block", ["You block: Grizzly Bears blocks Serra Angel"]],
      ["damage", ["Serra Angel deals 4 damage to Grizzly Bears", "Grizzly Bears deals 2 damage to Serra Angel", "Computer gains 3 life"]],
    ]);
    // The life totals that changed go with the last damage moment.
    assert.deepEqual(ms[0]!.life, []);
    assert.deepEqual(ms[2]!.life, [{ name: "Alice", you: true, from: 20, to: 15 }, { name: "Computer", you: false, from: 20, to: 23 }]);
    const quiet = batch([["Alice passes", { kind: "pass" }], ["Computer declares no attackers", { kind: "attack", none: true }]]);
    assert.deepEqual(momentsOf(quiet[0], quiet[1], view(20, 20), view(20, 20)), []);
  });

  it("many hits at once show the first few", () => {
    const rows: [string, LogTag][] = Array.from({ length: 7 }, (_, i) => [`Pestilence deals 1 damage to Creature ${i}`, { kind: "damage" }]);
    const [m] = momentsOf(...batch(rows), view(20, 20), view(20, 20));
    assert.equal(m!.lines.length, MAX_LINES);
    assert.equal(m!.lines[MAX_LINES - 1], `…and ${7 - MAX_LINES + 1} more`);
  });

  it("the player's name becomes 'you' only where it is the player", () => {
    assert.equal(toPlayer("Alice loses 2 life", "Alice"), "You lose 2 life");
    assert.equal(toPlayer("Alice attacks with Grizzly Bears", "Alice"), "You attack with Grizzly Bears");
    assert.equal(toPlayer("Alice's Ghost deals 1 damage to Computer", "Alice"), "Alice's Ghost deals 1 damage to Computer");
    assert.equal(toPlayer("Shock deals 2 damage to A.B", "A.B"), "Shock deals 2 damage to you");
    assert.equal(toPlayer("Shock deals 2 damage to AxB", "A.B"), "Shock deals 2 damage to AxB", "a name is not a pattern");
  });
});

describe("staging's wait", () => {
  it("resolves at once when nothing is staged, else when the queue empties", async () => {
    assert.equal(stagingBusy(), false);
    await whenStaged();
    setStaging(true);
    let done = false;
    const w = whenStaged().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 10));
    assert.equal(done, false, "still staging");
    setStaging(false);
    await w;
    assert.equal(done, true);
  });
});
