/**
 * The game log as a story (renderer/src/components/table/log-story.ts): lines sorted by their
 * tag (the engine event's kind), bookkeeping hidden unless asked for, one heading per turn.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { LogTag } from "../../app/shared/contract/match";
import { classify, groupLog } from "../../renderer/src/components/table/log-story";

const log: [string, LogTag][] = [
  ["Match #1: Alice (Red) vs Computer (Green)", { kind: "note" }],
  ["Alice keeps", { kind: "keep" }],
  ["Turn 1: Alice's turn", { kind: "turn", turn: 1, player: "Alice" }],
  ["Main phase", { kind: "step" }],
  ["Alice plays Mountain", { kind: "play" }],
  ["Mountain moves from hand to battlefield", { kind: "zone", from: "hand", to: "battlefield" }],
  ["Alice passes", { kind: "pass" }],
  ["Turn 2: Computer's turn", { kind: "turn", turn: 2, player: "Computer" }],
  ["Alice activates Mountain's mana ability", { kind: "activate", mana: true }],
  ["Alice adds {R}", { kind: "mana" }],
  ["Alice casts Lightning Bolt targeting Grizzly Bears", { kind: "cast" }],
  ["Computer passes", { kind: "pass" }],
  ["Lightning Bolt resolves", { kind: "resolve" }],
  ["Lightning Bolt deals 3 damage to Grizzly Bears", { kind: "damage" }],
  ["Grizzly Bears dies", { kind: "dies" }],
  ["Swords to Plowshares: Serra Angel moves from battlefield to exile", { kind: "zone", from: "battlefield", to: "exile" }],
  ["Computer gains 4 life", { kind: "life" }],
];
const lines = log.map(([t]) => t);
const tags = log.map(([, t]) => t);

describe("the game log as a story", () => {
  it("sorts lines by kind: story, bookkeeping, turn headings", () => {
    assert.equal(classify({ kind: "cast" }), "story");
    assert.equal(classify({ kind: "activate" }), "story");
    assert.equal(classify({ kind: "activate", mana: true }), "detail");
    for (const k of ["pass", "mana", "undo_mana", "step", "tapped_for_mana", "tap", "untap", "resolve"]) assert.equal(classify({ kind: k }), "detail", k);
    for (const k of ["attack", "block", "damage", "life", "trigger", "counter", "note"]) assert.equal(classify({ kind: k }), "story", k);
    assert.equal(classify({ kind: "zone", from: "stack", to: "graveyard" }), "detail");
    assert.equal(classify({ kind: "attack", none: true }), "detail", "declares no attackers");
    assert.equal(classify({ kind: "block", none: true }), "detail", "declares no blockers");
    assert.equal(classify({ kind: "zone", from: "battlefield", to: "hand" }), "story");
    assert.equal(classify({ kind: "turn", turn: 3 }), "turn");
    assert.equal(classify(undefined), "story");
  });

  it("groups the story under one heading per turn, without passes and mana", () => {
    const g = groupLog(lines, tags);
    assert.deepEqual(
      g.map((x) => x.heading),
      ["Before the game", "Turn 1 — Alice", "Turn 2 — Computer"],
    );
    assert.deepEqual(
      g[1]!.rows.map((r) => r.text),
      ["Alice plays Mountain"],
    );
    assert.deepEqual(
      g[2]!.rows.map((r) => r.text),
      [
        "Alice casts Lightning Bolt targeting Grizzly Bears",
        "Lightning Bolt deals 3 damage to Grizzly Bears",
        "Grizzly Bears dies",
        "Swords to Plowshares: Serra Angel moves from battlefield to exile",
        "Computer gains 4 life",
      ],
    );
    assert.equal(g[2]!.turn, 2);
  });

  it("shows passes and mana when asked, each line keeping its place in the whole log", () => {
    const g = groupLog(lines, tags, { detail: true, first: 100 });
    assert.equal(g[0]!.heading, "Earlier", "the front of the log was dropped");
    const all = g.flatMap((x) => x.rows);
    assert.equal(all.length, lines.length - 2, "every line but the two turn headings");
    assert.ok(all.some((r) => r.text === "Alice passes" && r.cls === "detail"));
    assert.ok(all.some((r) => r.text === "Alice adds {R}" && r.cls === "detail"));
    assert.equal(all[0]!.key, 100);
    assert.equal(g[1]!.key, 102, "a turn is keyed by its heading line's position");
  });

  it("tells a death in one line: the destroy or sacrifice, not again as it dies", () => {
    const death: [string, LogTag][] = [
      ["Turn 3: Alice's turn", { kind: "turn", turn: 3, player: "Alice" }],
      ["Lightning Bolt deals 3 damage to Hill Giant", { kind: "damage" }],
      ["Hill Giant is destroyed", { kind: "destroy", object: "o5" }],
      ["Hill Giant moves from battlefield to graveyard", { kind: "zone", from: "battlefield", to: "graveyard" }],
      ["Hill Giant dies", { kind: "dies", object: "o5" }],
      ["Alice sacrifices Mons's Goblin Raiders", { kind: "sacrifice", object: "o7" }],
      ["Mons's Goblin Raiders dies", { kind: "dies", object: "o7" }],
      ["Grizzly Bears dies", { kind: "dies", object: "o9" }], // toughness 0 (CR 704.5f): no other line tells it
      ["Serra Angel is destroyed", { kind: "destroy", object: "o11" }], // regenerated: no death
    ];
    const g = groupLog(death.map(([t]) => t), death.map(([, t]) => t));
    assert.deepEqual(g[0]!.rows.map((r) => r.text), [
      "Lightning Bolt deals 3 damage to Hill Giant",
      "Hill Giant is destroyed",
      "Alice sacrifices Mons's Goblin Raiders",
      "Grizzly Bears dies",
      "Serra Angel is destroyed",
    ]);
    const detail = groupLog(death.map(([t]) => t), death.map(([, t]) => t), { detail: true });
    assert.deepEqual(detail[0]!.rows.filter((r) => r.text.endsWith(" dies")).map((r) => [r.text, r.cls]), [
      ["Hill Giant dies", "detail"],
      ["Mons's Goblin Raiders dies", "detail"],
      ["Grizzly Bears dies", "story"],
    ]);
  });

  it("folds a repeated trigger into one line per kind: Manabarbs's four lands are two lines (×4)", () => {
    const trig = "Manabarbs's ability triggers: \"Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.\"";
    const barbs: [string, LogTag][] = [["Turn 4: Alice's turn", { kind: "turn", turn: 4, player: "Alice" }]];
    for (let k = 0; k < 4; k++) barbs.push(["Swamp becomes tapped", { kind: "tap" }], ["Alice adds {B}", { kind: "mana" }], [trig, { kind: "trigger" }]);
    barbs.push(["Alice casts Sengir Vampire", { kind: "cast" }]);
    for (let k = 0; k < 4; k++) barbs.push(["Alice passes", { kind: "pass" }], ["Computer passes", { kind: "pass" }], ["Manabarbs ability resolves", { kind: "resolve" }], ["Manabarbs deals 1 damage to Alice", { kind: "damage" }]);
    barbs.push(["Lightning Bolt deals 3 damage to Alice", { kind: "damage" }], ["Manabarbs deals 1 damage to Alice", { kind: "damage" }]);
    const g = groupLog(barbs.map(([t]) => t), barbs.map(([, t]) => t));
    assert.deepEqual(g[0]!.rows.map((r) => r.text), [
      `${trig} (×4)`,
      "Alice casts Sengir Vampire",
      "Manabarbs deals 1 damage to Alice (×4)",
      "Lightning Bolt deals 3 damage to Alice",
      "Manabarbs deals 1 damage to Alice",
    ]);
    assert.deepEqual(g[0]!.rows.map((r) => r.count), [4, 1, 4, 1, 1]);
    // With passes and mana shown, each line stands in its place: nothing is folded.
    const detail = groupLog(barbs.map(([t]) => t), barbs.map(([, t]) => t), { detail: true });
    assert.equal(detail[0]!.rows.length, barbs.length - 1);
    assert.ok(detail[0]!.rows.every((r) => r.count === 1 && !r.text.includes("(×")));
  });

  it("keeps every line, ungrouped, when the host sent no tags", () => {
    const g = groupLog(lines, undefined);
    assert.equal(g.length, 1);
    assert.equal(g[0]!.rows.length, lines.length);
  });
});
