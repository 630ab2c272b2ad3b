/**
 * Games the fuzzer once broke, replayed with all of its checks (every offered action tried on a
 * copy before each action, the serialization round trip): each must now replay without a failure.
 * - seed 2027: Sacrifice was offered with a Kormus Bell Swamp as the creature, the only black
 *   source; mana abilities come before costs are paid (CR 601.2g–h), so tapping it and then
 *   sacrificing it is legal, but the engine refused it.
 * - seed 2203: trying an offered action on a copy cached characteristics under an object id that
 *   the copy had given to another card; the real game later gave that id to Giant Growth, which
 *   then resolved with the other card's text.
 * - seed 5135: Wand of Ith picked a card at random and then asked "pay life?" in the same
 *   resolution step; the answer ran the step again from a generator that had moved on, so it
 *   picked another card, whose life payment the player could not afford.
 * - seed 6247: "unless you sacrifice an Island" (Psychic Allergy) offered `true` to a player with
 *   no Island; the question is now a "pay" whose payability the engine states.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replayFuzz } from "../../app/host/ai/fuzz";

const DIR = join(import.meta.dirname, "../fuzz-regressions");

for (const file of readdirSync(DIR).filter((f) => f.endsWith(".json")).sort()) {
  test(`fuzz regression ${file} replays without a failure`, () => {
    const r = replayFuzz(JSON.parse(readFileSync(join(DIR, file), "utf8")));
    assert.equal(r.reproduced, false, r.message);
  });
}
