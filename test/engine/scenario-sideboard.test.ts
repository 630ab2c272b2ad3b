/**
 * The scenario format's `sideboard` (cards outside the game, CR 400.11: Ring of Ma'rûf) and
 * `faceDown` (a creature cast face down, CR 708) fields: what they accept, and clear errors naming
 * the field for what they don't (an unknown field is still an error).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { validateScenario } from "../../engine/scenario/format";
import { runScenarioJson as runScenario } from "../../engine/scenario/run";

const base = (a: Record<string, unknown>) => ({ format: "moxen-scenario/1", name: "t", players: { A: { library: ["Island"], ...a }, B: { library: ["Island"] } } });

test("sideboard: names (or {card}) up to 15; more, other fields, a misspelt key or an unknown card are errors naming the field", () => {
  assert.doesNotThrow(() => validateScenario(base({ sideboard: ["Shivan Dragon", { card: "Lightning Bolt" }] })));
  assert.throws(() => validateScenario(base({ sideboard: Array(16).fill("Fog") })), /players\.A\.sideboard.*at most 15/);
  assert.throws(() => validateScenario(base({ sideboard: [{ card: "Fog", tapped: true }] })), /players\.A\.sideboard\[0\]/);
  assert.throws(() => validateScenario(base({ sideboards: ["Fog"] })), /players\.A\.sideboards.*not a field/);
  const r = runScenario(base({ sideboard: ["No Such Card"] }) as never);
  assert.equal(r.pass, false);
  assert.match(r.failures.join(" "), /sideboard\[0\]/);
});

test("faceDown: only a card on the battlefield is set up face down", () => {
  const ok = runScenario({ ...base({ battlefield: [{ card: "Craw Wurm", id: "w", faceDown: true }] }), expect: { objects: { w: { faceDown: true, power: 2 } } } } as never);
  assert.equal(ok.pass, true, ok.failures.join(" "));
  const bad = runScenario(base({ hand: [{ card: "Craw Wurm", faceDown: true }] }) as never);
  assert.equal(bad.pass, false);
  assert.match(bad.failures.join(" "), /hand\[0\]\.faceDown/);
  assert.throws(() => validateScenario(base({ battlefield: [{ card: "Craw Wurm", faceDown: "yes" }] })), /faceDown.*true or false/);
});
