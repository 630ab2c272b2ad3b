/**
 * Cards exiled face down (CR 406.3; Knowledge Vault, ruling 2009-10-01: no player may look at
 * them, their owner included): neither player's view nor the game log names them while they are
 * face down; put into the owner's hand, the log line is the owner's alone (like a draw).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { viewFor, type GameEvent, type GameState } from "../../engine/index";
import { setupScenario } from "../../engine/scenario/setup";
import { resolveRef } from "../../engine/scenario/refs";
import { applyAction } from "../../engine/core/actions";
import { linesOf, textsFor } from "../../app/host/match/replay";

test("a card exiled face down is named in no view and no log line; back in its owner's hand, only the owner reads it", () => {
  const sg = setupScenario({
    format: "moxen-scenario/1", name: "vault", turn: { number: 3, active: "A", step: "precombat_main" },
    players: { A: { battlefield: ["Knowledge Vault", "Island", "Island"], library: ["Shivan Dragon", "Island"] }, B: { library: ["Island"] } },
  } as never, (g, ref, field) => resolveRef(g, ref, field));
  let s: GameState = sg.state;
  const vault = s.battlefield.find((id) => s.objects[id]!.name === "Knowledge Vault")!;
  const lines: ReturnType<typeof linesOf> = [];
  const run = (a: object) => {
    const r = applyAction(s, a as never);
    assert.ok(r.ok, JSON.stringify(r));
    s = r.state;
    lines.push(...linesOf(lines.length, (r as { events?: GameEvent[] }).events ?? [], s));
  };
  for (const a of [{ type: "activate", player: "A", card: vault, ability: 1 }, { type: "pass", player: "A" }, { type: "pass", player: "B" }]) run(a);
  const exiled = s.players.A.exile[0]!;
  assert.equal(s.objects[exiled]!.faceDown, true);
  for (const p of ["A", "B"] as const) {
    const v = viewFor(s, p);
    assert.ok(!JSON.stringify(v).includes("Shivan Dragon"), `${p}'s view does not name the face-down card`);
    assert.deepEqual(v.players.A.exile.map((c) => [c.name, c.faceDown]), [["", true]]);
    assert.ok(!textsFor(lines, p).some((t) => t.includes("Shivan Dragon")), `${p}'s log does not name it`);
  }
  assert.ok(lines.length > 0 && lines.some((l) => /face down/.test(l.text)), "the log says a card was exiled face down");
  for (const a of [{ type: "activate", player: "A", card: vault, ability: 2 }, { type: "pass", player: "A" }, { type: "pass", player: "B" }]) run(a);
  assert.equal(s.objects[s.players.A.hand[0]!]!.name, "Shivan Dragon");
  assert.ok(textsFor(lines, "A").some((t) => t.includes("Shivan Dragon")), "the owner reads it reach their hand");
  assert.ok(!textsFor(lines, "B").some((t) => t.includes("Shivan Dragon")), "the opponent does not");
  assert.ok(!JSON.stringify(viewFor(s, "B")).includes("Shivan Dragon"));
});
