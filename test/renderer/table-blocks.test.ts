/**
 * Blocks picked at the table (renderer/src/store/table-ui-slice.ts): a blocker that may block
 * several attackers (Two-Headed Giant of Foriys, `max` 2 in the engine's block options) keeps
 * up to that many blocks; any other blocker's new block replaces its old one.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createStore } from "zustand/vanilla";
import { blockLimit } from "../../renderer/src/components/table/legal";
import { createTableUiSlice, type TableUiSlice } from "../../renderer/src/store/table-ui-slice";
import type { LegalOptions } from "../../engine/index";

const store = () => createStore<TableUiSlice>()((set, get, api) => createTableUiSlice(set as never, get as never, api as never));

describe("table: picking blocks", () => {
  it("a blocker that may block one attacker moves to the new one", () => {
    const s = store();
    s.getState().setBlock({ blocker: "b", attacker: "x" });
    s.getState().setBlock({ blocker: "b", attacker: "y" });
    assert.deepEqual(s.getState().blocks, [{ blocker: "b", attacker: "y" }]);
  });

  it("a blocker that may block two keeps both, drops the oldest for a third, and ignores a repeat", () => {
    const s = store();
    s.getState().setBlock({ blocker: "c", attacker: "z" });
    s.getState().setBlock({ blocker: "g", attacker: "x" }, 2);
    s.getState().setBlock({ blocker: "g", attacker: "y" }, 2);
    s.getState().setBlock({ blocker: "g", attacker: "y" }, 2);
    assert.deepEqual(s.getState().blocks, [{ blocker: "c", attacker: "z" }, { blocker: "g", attacker: "x" }, { blocker: "g", attacker: "y" }]);
    s.getState().setBlock({ blocker: "g", attacker: "z" }, 2);
    assert.deepEqual(s.getState().blocks, [{ blocker: "c", attacker: "z" }, { blocker: "g", attacker: "y" }, { blocker: "g", attacker: "z" }]);
    s.getState().removeBlock("g");
    assert.deepEqual(s.getState().blocks, [{ blocker: "c", attacker: "z" }]);
  });

  it("reads each blocker's limit from the engine's options", () => {
    const legal = { player: "B", pass: false, play: [], cast: [], activate: [], block: { blockers: [{ id: "g", attackers: ["x", "y"], max: 2 }, { id: "c", attackers: ["x"], max: 1 }] } } as LegalOptions;
    assert.equal(blockLimit(legal, "g"), 2);
    assert.equal(blockLimit(legal, "c"), 1);
    assert.equal(blockLimit(null, "g"), 1);
  });
});
