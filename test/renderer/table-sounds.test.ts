/** Which table sounds an update makes (renderer/src/components/table/sounds.ts), read from its log tags. */
import assert from "node:assert/strict";
import { it } from "node:test";
import type { LogTag } from "../../app/shared/contract/match";
import { soundsFor } from "../../renderer/src/components/table/sounds";

it("a land, a spell, combat damage and your turn, each once, in order; other lines and the opponent's turn are silent", () => {
  const tags: LogTag[] = [
    { kind: "turn", turn: 5, player: "Alice" },
    { kind: "draw" },
    { kind: "play" },
    { kind: "cast" },
    { kind: "cast" },
    { kind: "damage" }, // Lightning Bolt: not combat
    { kind: "pass" },
  ];
  assert.deepEqual(soundsFor(tags, "Alice"), ["turn", "land", "spell"]);
  assert.deepEqual(soundsFor([{ kind: "turn", turn: 6, player: "Computer" }, { kind: "damage", combat: true }, { kind: "damage", combat: true }], "Alice"), ["combat"]);
  assert.deepEqual(soundsFor([{ kind: "mana" }, { kind: "note" }, { kind: "life" }], "Alice"), []);
});
