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

test("sideboard: an entry may carry an id; it names the card once it is brought into the game, and is used once", () => {
  assert.doesNotThrow(() => validateScenario(base({ sideboard: [{ card: "Shivan Dragon", id: "dragon" }] })));
  // Not brought in: the id names nothing in the game yet, and says so.
  const out = runScenario({ ...base({ sideboard: [{ card: "Shivan Dragon", id: "dragon" }] }), expect: { objects: { dragon: { zone: "hand" } } } } as never);
  assert.equal(out.pass, false);
  assert.match(out.failures.join(" "), /"dragon" is still outside the game/);
  // An id used in the sideboard and in a zone is an error naming the field.
  const dup = runScenario(base({ sideboard: [{ card: "Shivan Dragon", id: "x" }], hand: [{ card: "Island", id: "x" }] }) as never);
  assert.equal(dup.pass, false);
  assert.match(dup.failures.join(" "), /hand\[0\]\.id.*used twice/);
  // Brought in by Ring of Ma'rûf (chosen by its id), it is followed into the hand.
  const ring = runScenario({
    format: "moxen-scenario/1", name: "t", turn: { number: 3, step: "upkeep" },
    players: {
      A: { battlefield: [{ card: "Ring of Ma'rûf", id: "ring" }, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], library: ["Island"],
           sideboard: [{ card: "Shivan Dragon", id: "dragon" }, { card: "Shivan Dragon", id: "dragon2" }, "Fog"] },
      B: { library: ["Island"] },
    },
    actions: [{ by: "A", do: "activate", card: "ring" }, { by: "A", do: "pass" }, { by: "B", do: "pass" }, { by: "A", do: "advance", to: "draw" }, { by: "A", do: "choose", cards: ["dragon2"] }],
    expect: { players: { A: { hand: ["Shivan Dragon"], sideboard: ["Shivan Dragon", "Fog"] } }, objects: { dragon2: { zone: "hand" } } },
  } as never);
  assert.equal(ring.pass, true, ring.failures.join(" "));
});

test("a face-down spell on the stack: nameless or named by its card in a stack list, never equal to an empty list", () => {
  const sc = (stack: unknown) => ({
    format: "moxen-scenario/1", name: "t",
    players: { A: { hand: [{ card: "Hill Giant", id: "g" }], battlefield: [{ card: "Illusionary Mask", id: "mask" }, "Mountain", "Mountain", "Mountain", "Mountain"] }, B: {} },
    actions: [{ by: "A", do: "activate", card: "mask", x: 4 }, { by: "A", do: "pass" }, { by: "B", do: "pass" }, { by: "A", do: "choose", cards: ["g"] }],
    expect: { stack },
  });
  for (const ok of [["Hill Giant"], [""], [{ name: "Hill Giant" }], { count: 1 }]) {
    const r = runScenario(sc(ok) as never);
    assert.equal(r.pass, true, `${JSON.stringify(ok)}: ${r.failures.join(" ")}`);
  }
  for (const bad of [[], ["Grizzly Bears"], { ordered: [] }]) assert.equal(runScenario(sc(bad) as never).pass, false, JSON.stringify(bad));
});

test("rules.dexterity (the README's match option) is accepted as true or false and changes nothing; anything else is an error", () => {
  assert.doesNotThrow(() => validateScenario({ ...base({}), rules: { dexterity: true } }));
  assert.doesNotThrow(() => validateScenario({ ...base({}), rules: { dexterity: false } }));
  assert.throws(() => validateScenario({ ...base({}), rules: { dexterity: "on" } }), /rules\.dexterity.*true or false/);
});
