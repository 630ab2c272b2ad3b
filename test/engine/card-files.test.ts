/**
 * The card pool's structure: one definition file per card in engine/cards/<set>/, an index that
 * registers exactly those files, scenarios in one folder per card, a rules core that knows no
 * card by name, definitions reached only through the registry and the characteristics code,
 * and card code that changes the game only through kernel operations.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { implementedCardNames } from "../../engine/index";
import { cardData } from "../../engine/cards/data";
import { cardFiles, indexSource } from "../../scripts/gen-card-index";

const root = join(import.meta.dirname, "..", "..");
const kebab = (name: string) =>
  name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/['":,!]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

function tsFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) tsFiles(p, out);
    else if (e.endsWith(".ts")) out.push(p);
  }
  return out;
}

/** Source without comments, so that a rule citing a card in a comment is not a card branch. */
const code = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");

test("engine/cards/index.ts registers every card file (npm run cards:index)", () => {
  assert.equal(readFileSync(join(root, "engine/cards/index.ts"), "utf8"), indexSource(), "the index is stale: run npm run cards:index");
});

test("each implemented card has one file, named after it, in the folder of its first printing", () => {
  const files = new Set(cardFiles().map((f) => `${f.set}/${f.file}`));
  for (const name of implementedCardNames()) {
    const set = cardData(name)!.firstPrinting.toLowerCase();
    assert.ok(files.has(`${set}/${kebab(name)}`), `${name}: expected engine/cards/${set}/${kebab(name)}.ts`);
  }
  assert.equal(files.size, implementedCardNames().length, "one file per card");
});

test("each implemented card has scenarios in its own folder", () => {
  const missing: string[] = [];
  for (const name of implementedCardNames()) {
    const dir = join(root, "test/scenarios/cards", cardData(name)!.firstPrinting.toLowerCase(), kebab(name));
    let n = 0;
    try { n = readdirSync(dir).filter((f) => f.endsWith(".json")).length; } catch { /* missing */ }
    if (!n) missing.push(name);
  }
  assert.deepEqual(missing, [], "cards without scenarios");
});

test("the rules core names no card: no per-card fields or branches in engine/core", () => {
  // Card names that are also rules words (land types, CR 205.3i, and creature types) are left out.
  const words = new Set(["Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Wall"]);
  const names = implementedCardNames().filter((n) => !words.has(n));
  const offenders: string[] = [];
  for (const file of tsFiles(join(root, "engine/core"))) {
    const src = code(readFileSync(file, "utf8"));
    for (const n of names) if (src.includes(`"${n}"`) || src.includes(`'${n}'`) || src.includes(n.replace(/[^A-Za-z]/g, "") + "(")) offenders.push(`${file}: ${n}`);
  }
  assert.deepEqual(offenders, []);
});

test("cardDef( is called only from the card registry and the characteristics code", () => {
  const allowed = new Set(["engine/cards/registry.ts", "engine/core/layers.ts"]);
  const callers: string[] = [];
  for (const dir of ["engine", "app", "renderer/src", "scripts"]) {
    for (const file of tsFiles(join(root, dir))) {
      const rel = file.slice(root.length + 1);
      if (allowed.has(rel)) continue;
      if (/\bcardDef\(/.test(code(readFileSync(file, "utf8")))) callers.push(rel);
    }
  }
  assert.deepEqual(callers, []);
});

test("card code changes the game only through kernel operations, never by writing state fields", () => {
  const fields = "tapped|damage|counters|life|attachedTo|controller|sick|zone|manaPool|attacking|blocking|blockedBy|chosen|links|poison|landsPlayed";
  const write = new RegExp(`\\.(${fields})(\\[[^\\]]*\\])?\\s*(=(?!=)|\\+=|-=|\\+\\+|--)|\\.state\\.[a-zA-Z]+\\s*=(?!=)|\\.(${fields})\\.(push|splice|pop|shift|unshift)\\(`);
  const offenders: string[] = [];
  for (const file of tsFiles(join(root, "engine/cards"))) {
    const lines = code(readFileSync(file, "utf8")).split("\n");
    lines.forEach((l, i) => { if (write.test(l)) offenders.push(`${file.slice(root.length + 1)}:${i + 1}: ${l.trim()}`); });
  }
  assert.deepEqual(offenders, []);
});
