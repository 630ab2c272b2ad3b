/**
 * viewFor never shows hidden cards (CR 400.2): in every state of seeded random games, neither
 * player's view carries the id or card index of a card in the opponent's hand or in either
 * library. While a library search is pending, the searching player sees their library's cards in
 * the question they answer (CR 701.19: the searcher looks through it), and the other player sees
 * nothing of it.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { viewFor, type GameState, type PlayerId } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { playRandomGame } from "../../app/host/play/random-game";
import { setupScenario } from "../../engine/scenario/setup";
import { resolveRef } from "../../engine/scenario/refs";
import { applyAction } from "../../engine/core/actions";

function hiddenIds(s: GameState, you: PlayerId): string[] {
  const opp: PlayerId = you === "A" ? "B" : "A";
  return [...s.players[opp].hand, ...s.players.A.library, ...s.players.B.library];
}

function checkView(s: GameState, you: PlayerId, where: string): void {
  const view = viewFor(s, you);
  // The question the player answers may name the cards of their own library they are searching.
  const text = JSON.stringify({ ...view, decision: view.decision && view.decision.player === you && view.decision.purpose === "resolve" ? null : view.decision });
  for (const id of hiddenIds(s, you)) assert.ok(!text.includes(`"${id}"`), `${where}: hidden object ${id} (${s.objects[id]!.name}) leaks into ${you}'s view`);
  const opp: PlayerId = you === "A" ? "B" : "A";
  assert.equal(view.players[opp].hand, null, `${where}: opponent's hand is hidden`);
  assert.equal(view.players[opp].handCount, s.players[opp].hand.length);
  assert.equal(view.players.A.libraryCount, s.players.A.library.length);
  assert.equal(view.players.B.libraryCount, s.players.B.library.length);
  assert.ok(!("library" in view.players.A) && !("library" in view.players.B), `${where}: no library contents in the view`);
  assert.ok(!/"card":/.test(text), `${where}: physical card indexes never appear in a view`);
}

const decks = [...benchmarkDecks().values()];

for (let seed = 1; seed <= 3; seed++) {
  test(`views hide hands and libraries throughout random game ${seed}`, () => {
    playRandomGame({
      seed, decks: { A: decks[seed % decks.length]!.cards, B: decks[(seed + 1) % decks.length]!.cards }, maxActions: 400,
      onAction: (state, _a, i) => { checkView(state, "A", `action ${i}`); checkView(state, "B", `action ${i}`); },
    });
  });
}

test("a pending library search shows the library only to the searching player, in the question", () => {
  // Reach a Demonic Tutor search decision from a scenario position, then inspect the views.
  const sg = setupScenario({
    format: "moxen-scenario/1", name: "tutor", turn: { number: 3, active: "A", step: "precombat_main" },
    players: { A: { battlefield: ["Swamp", "Swamp"], hand: ["Demonic Tutor", "Shivan Dragon"], library: ["Black Lotus", "Ancestral Recall"] }, B: { hand: ["Time Walk"], library: ["Mox Ruby"] } },
  } as never, (g, ref, field) => resolveRef(g, ref, field));
  let s = sg.state;
  const tutor = s.players.A.hand.find((id) => s.objects[id]!.name === "Demonic Tutor")!;
  for (const a of [{ type: "cast", player: "A", card: tutor }, { type: "pass", player: "A" }, { type: "pass", player: "B" }] as const) {
    const r = applyAction(s, a as never);
    assert.ok(r.ok, JSON.stringify(r));
    s = r.state;
  }
  assert.equal(s.decision?.kind, "choose");
  for (const you of ["A", "B"] as const) checkView(s, you, "search pending");
  const b = JSON.stringify(viewFor(s, "B"));
  for (const name of ["Black Lotus", "Ancestral Recall", "Mox Ruby"]) assert.ok(!b.includes(name), `${name} leaks into B's view`);
  const a = viewFor(s, "A");
  assert.deepEqual(a.decision?.cards?.map((c) => c.name).sort(), ["Ancestral Recall", "Black Lotus"], "the searcher sees their library in the question");
  assert.ok(!JSON.stringify({ ...a, decision: null }).includes("Black Lotus"), "and nowhere else");
  assert.ok(!JSON.stringify(a).includes("Mox Ruby"), "B's library stays hidden from A");
  assert.ok(!JSON.stringify(viewFor(s, "A")).includes("Time Walk"), "B's hand leaks into A's view");
  assert.ok(!JSON.stringify(viewFor(s, "B")).includes("Shivan Dragon"), "A's hand leaks into B's view");
});
