/**
 * Text-changing effects (CR 612; Magical Hack, Sleight of Mind) rewrite the color words and basic
 * land type words of a card's definition data. This checks, over every implemented card, that a
 * card whose Oracle text uses such a word as a word (its name and reminder text aside) has it as
 * data the rewrite reaches, not only inside code; the few that can't are listed with the reason.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import "../../engine/cards/index";
import { cardDef, implementedNames, triggerDef } from "../../engine/cards/registry";
import { cardData } from "../../engine/cards/data";
import { changedDef } from "../../engine/core/text-change";
import type { CardDef, TextChange } from "../../engine/cards/types";

const COLOR_WORDS: Record<string, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };
const LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/** Words the engine keeps in its own code (docs: "Batch 7's vocabulary"). */
const NOT_CHANGEABLE = new Set([
  "High Tide [Island]", // a rule effect of the core (mana-pool.ts "islands_add_blue")
  "Island Sanctuary [Island]", // a rule effect of the core ("attacked_only_by_flying_or_islandwalk")
]);

/** Whether a change reaches the definition, or the tokens it makes (made as the changed text says). */
const reaches = (def: CardDef, ch: TextChange) => changedDef(def, [ch]) !== def || (def.tokens ?? []).some((t) => changedDef(t as CardDef, [ch]) !== t);

function unchanged(): string[] {
  const out: string[] = [];
  for (const name of implementedNames()) {
    const def = cardDef(name)!;
    const data = cardData(name);
    if (!data) continue;
    const text = (data.oracleText ?? "").split(name).join("").replace(/\([^)]*\)/g, "");
    for (const [c, w] of Object.entries(COLOR_WORDS)) {
      if (!new RegExp(`\\b${w}\\b`, "i").test(text)) continue;
      if (!reaches(def, { words: "color", from: c, to: c === "U" ? "R" : "U" })) out.push(`${name} [${w}]`);
    }
    for (const t of LAND_TYPES) {
      if (!new RegExp(`\\b${t.toLowerCase()}(s|walk)?\\b`, "i").test(text)) continue;
      if (!reaches(def, { words: "land_type", from: t, to: t === "Mountain" ? "Island" : "Mountain" })) out.push(`${name} [${t}]`);
    }
  }
  return out;
}

test("every color word and basic land type word of a card's text can be changed (CR 612), but the listed few", () => {
  assert.deepEqual(unchanged().filter((x) => !NOT_CHANGEABLE.has(x)), []);
});

test("a text change rewrites words as words: plurals, landwalk, articles, card names kept (CR 612.2)", () => {
  const wraith = changedDef(cardDef("Bog Wraith")!, [{ words: "land_type", from: "Swamp", to: "Island" }]);
  assert.deepEqual(wraith.keywords, ["islandwalk"]);
  const serpent = changedDef(cardDef("Sea Serpent")!, [{ words: "land_type", from: "Island", to: "Plains" }]);
  assert.ok(serpent.keywords!.includes("can't attack unless defending player controls a plains"));
  assert.equal(serpent.triggers![0]!.text, "When you control no Plains, sacrifice this creature.");
  const fish = changedDef(cardDef("Island Fish Jasconius")!, [{ words: "land_type", from: "Island", to: "Swamp" }]);
  assert.equal(fish.name, "Island Fish Jasconius");
  const knight = changedDef(cardDef("White Knight")!, [{ words: "color", from: "B", to: "G" }]);
  assert.ok(knight.keywords!.includes("protection from green"));
  // Unchanged data stays the very same object (nothing is copied for a card without the word).
  assert.equal(changedDef(cardDef("Grizzly Bears")!, [{ words: "color", from: "B", to: "G" }]), cardDef("Grizzly Bears"));
  // Phantasmal Terrain's choices are values, not words of its text.
  assert.equal(changedDef(cardDef("Phantasmal Terrain")!, [{ words: "land_type", from: "Island", to: "Swamp" }]), cardDef("Phantasmal Terrain"));
});

test("a changed ability's key names it without any object computing it first (a state read back from a file)", () => {
  const t = triggerDef("Crystal Rod#t0|c:U>G");
  assert.ok(t);
  assert.match(JSON.stringify(t), /"colors":\["G"\]/);
  assert.match(t.text, /green spell/);
  assert.equal(triggerDef("Crystal Rod#t0|c:R>G")?.text, triggerDef("Crystal Rod#t0")!.text); // no red word: the same words
});
