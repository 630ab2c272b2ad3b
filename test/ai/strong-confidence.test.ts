/**
 * The strong AI overrules the heuristic's choice only on evidence (strong.ts `overrules`): enough
 * samples, and a gain beyond the margin by two standard errors. With the few samples a loaded
 * machine gives in its 2 s, one of seven candidates looked better by chance at most contested
 * decisions, and the search threw the heuristic's plan away for noise.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { MIN_SAMPLES_TO_CHANGE, overrules } from "../../app/host/ai/strong";

test("three samples a little better each are no evidence to overrule the heuristic", () => {
  assert.equal(overrules([0.1, 0.3, 0.2]), false);
  assert.equal(overrules([0.5, 0.4, 0.6, 0.5, 0.45]), false, "five samples are still too few");
});

test("a gain that is noise (one rollout won, the others the same or worse) does not overrule", () => {
  assert.equal(overrules([1.2, 0, 0, -0.1, 0, 0, 0.05, -0.2, 0, 0]), false);
});

test("a steady gain on enough samples overrules", () => {
  const ds = Array.from({ length: MIN_SAMPLES_TO_CHANGE + 4 }, (_, i) => 0.2 + (i % 3) * 0.05);
  assert.equal(overrules(ds), true);
  assert.equal(overrules(ds.map((x) => -x)), false, "a steady loss never does");
  assert.equal(overrules(ds.map(() => 0.005)), false, "nor a gain below the margin");
});
