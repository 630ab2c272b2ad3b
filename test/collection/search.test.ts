import assert from "node:assert/strict";
import { before, test } from "node:test";
import { CollectionError, type CollectionService } from "../../app/host/collection/index";
import { parseQuery } from "../../app/host/collection/search/parser";
import { freshCollection } from "./helpers";

let c: CollectionService;
before(() => {
  c = freshCollection();
});

const names = (query: string): string[] => c.cards.search(query, { limit: 1000 }).items.map((i) => i.name);
const has = (query: string, ...expected: string[]) => {
  const found = names(query);
  for (const name of expected) assert.ok(found.includes(name), `${query} should find ${name}; found ${found.slice(0, 10).join(", ")}…`);
  return found;
};
const lacks = (query: string, ...unexpected: string[]) => {
  const found = names(query);
  for (const name of unexpected) assert.ok(!found.includes(name), `${query} should not find ${name}`);
  return found;
};

test("an empty query lists the whole library with owned counts", () => {
  const page = c.cards.search("", { limit: 1000 });
  assert.equal(page.total, 985);
  assert.equal(page.items.length, 985);
  assert.equal(page.items.find((i) => i.name === "Lightning Bolt")!.owned, 4);
  assert.equal(page.items.find((i) => i.name === "Black Lotus")!.owned, 0);
});

test("paging: limit and offset, total stays the full count", () => {
  const first = c.cards.search("t:creature", { limit: 10 });
  const second = c.cards.search("t:creature", { limit: 10, offset: 10 });
  assert.equal(first.items.length, 10);
  assert.equal(first.total, second.total);
  assert.notEqual(first.items[0]!.name, second.items[0]!.name);
  assert.throws(() => c.cards.search("", { limit: 0 }), /limit must be 1 to 1000/);
  assert.throws(() => c.cards.search("", { limit: 5000 }), /limit must be/);
});

test("bare words match the name, all of them, case- and accent-insensitively", () => {
  assert.deepEqual(names("lightning bolt"), ["Lightning Bolt"]);
  assert.deepEqual(names("LIGHTNING"), names("lightning"));
  has("juzam", "Juzám Djinn");
  has("djinn", "Juzám Djinn", "Mahamoti Djinn");
  assert.deepEqual(names('"bolt lightning"'), []);
  assert.deepEqual(names('"lightning bolt"'), ["Lightning Bolt"]);
});

test("t: type line", () => {
  const found = has("t:legendary t:creature", "Adun Oakenshield");
  lacks("t:legendary t:creature", "Serra Angel");
  assert.ok(found.length > 20);
  has('t:"basic land"', "Forest", "Island");
  lacks("t:artifact", "Lightning Bolt");
});

test("o: rules text through FTS5, phrases and short fragments", () => {
  has("o:flying", "Serra Angel", "Air Elemental");
  lacks("o:flying", "Grizzly Bears");
  has('o:"draw a card"', "Jayemdae Tome");
  has("o:regenerat", "Drudge Skeletons", "Sedge Troll");
  has("o:{T}", "Prodigal Sorcerer");
  // Shorter than the trigram index's 3 characters: still found, by a scan of the rules text.
  has("o:+1", "Crusade");
  has("o:{t", "Prodigal Sorcerer");
  assert.deepEqual(names("o:aa"), [], 'no classic card\'s rules text holds "aa"');
  const sql = c.ctx.db.prepare("EXPLAIN QUERY PLAN SELECT rowid FROM card_text WHERE card_text MATCH ?").all('"flying"');
  assert.ok(JSON.stringify(sql).includes("VIRTUAL TABLE INDEX"), "o: goes through the FTS5 index");
});

test("c: colors — contains, exactly, subset, colorless, multicolor", () => {
  has("c:r", "Lightning Bolt", "Shivan Dragon", "Adun Oakenshield");
  has("c:rg", "Adun Oakenshield");
  lacks("c:rg", "Lightning Bolt", "Llanowar Elves");
  has("c=r", "Lightning Bolt");
  lacks("c=r", "Adun Oakenshield");
  has("c<=rg", "Lightning Bolt", "Llanowar Elves", "Black Lotus");
  lacks("c<=rg", "Adun Oakenshield", "Serra Angel");
  has("c>=w", "Serra Angel");
  has("c:c", "Black Lotus");
  lacks("c:c", "Lightning Bolt");
  has("c:m", "Adun Oakenshield");
  lacks("c:m", "Lightning Bolt");
  has("c:red", "Lightning Bolt");
  has("c!=r", "Serra Angel");
  lacks("c!=r", "Lightning Bolt");
});

test("mv / cmc comparisons", () => {
  has("mv=1 c:r", "Lightning Bolt");
  lacks("mv>1 c:r", "Lightning Bolt");
  has("cmc>=6", "Shivan Dragon");
  has("mv<=0", "Black Lotus");
  has("mv:5", "Serra Angel");
  has("mv:4", "Juzám Djinn");
  has("mv!=3 t:angel", "Serra Angel");
  lacks("mv!=5 t:angel", "Serra Angel");
});

test("pow / tou comparisons, including power against toughness", () => {
  has("t:creature c:r pow>=4", "Shivan Dragon");
  lacks("t:creature c:r pow>=4", "Mons's Goblin Raiders");
  has("tou>=6", "Abomination");
  has("pow<tou t:wall", "Wall of Stone");
  has("pow>tou", "Ball Lightning");
  lacks("pow>=0", "Lightning Bolt");
});

test("r: rarity and s:/e: set, by code or by name", () => {
  has("r:rare s:lea", "Black Lotus");
  lacks("r:common", "Black Lotus");
  has("r:c", "Lightning Bolt");
  has("r>=u s:arn", "Juzám Djinn");
  has("e:3ed", "Lightning Bolt");
  lacks("s:leg", "Lightning Bolt");
  has("s:alpha", "Black Lotus");
  has('s:"the dark"', "Maze of Ith");
  has("s:LEA", "Black Lotus");
});

test("negation, or, parentheses, implicit and", () => {
  const creaturesRed = names("t:creature c:r");
  const notCreatureRed = names("-t:creature c:r");
  assert.equal(creaturesRed.length + notCreatureRed.length, names("c:r").length);
  const or = names("bolt or counterspell");
  assert.deepEqual(or, ["Counterspell", "Lightning Bolt"]);
  assert.deepEqual(names("(bolt or counterspell) c:r"), ["Lightning Bolt"]);
  assert.deepEqual(names("-(t:creature or t:land) bolt"), ["Lightning Bolt"]);
  assert.deepEqual(names("bolt and c:r"), ["Lightning Bolt"]);
  has("-c:r pow>=5 t:dragon", "Arcades Sabboth");
  lacks("-c:r pow>=5 t:dragon", "Shivan Dragon", "Nicol Bolas");
});

test("owned cards only, grouped by name with counts", () => {
  const owned = c.collection.owned("", { limit: 1000 });
  assert.ok(owned.items.every((i) => i.owned > 0));
  assert.equal(owned.total, owned.items.length);
  assert.equal(owned.items.find((i) => i.name === "Island")!.owned, 30);
  assert.deepEqual(c.collection.owned("c:r t:dragon").items.map((i) => i.name), ["Shivan Dragon"]);
});

test("syntax errors point at the position", () => {
  const cases: [string, RegExp][] = [
    ["t:creature (c:r or c:g", /^Expected "\)" at position 23$/],
    ["t:creature c:r)", /^Unexpected "\)" at position 15$/],
    ["bolt or", /^Expected a search term after "or" at position 8$/],
    ["or bolt", /^Expected a search term before "or" at position 1$/],
    ["()", /^Expected a search term at position 2$/],
    ['o:"draw a card', /closing '"'.* at position 15$/],
    ["foo:bar", /^Unknown search field "foo" at position 1$/],
    ["mv>=x", /^Expected a number, found "x" at position 5$/],
    ["c:xyz", /Unknown color "xyz".* at position 3$/],
    ["r:mythic", /Unknown rarity "mythic".* at position 3$/],
    ["s:zzz", /^Unknown set "zzz" at position 3$/],
    ["t>creature", /"t" takes ":" not ">" at position 2$/],
    ["t:", /^Expected a value after "t:" at position 3$/],
    ["bolt -", /^Expected a search term after "-" at position 6$/],
  ];
  for (const [query, message] of cases) {
    assert.throws(
      () => c.cards.search(query),
      (e: unknown) => e instanceof CollectionError && e.code === "SEARCH_SYNTAX" && message.test(e.message),
      `${query} → ${message}`,
    );
  }
});

test("user text never reaches the SQL: quotes, LIKE wildcards and FTS syntax are literal", () => {
  assert.deepEqual(names("x'; DROP TABLE cards; SELECT '"), []);
  assert.deepEqual(names("%"), []);
  assert.deepEqual(names("_"), []);
  assert.deepEqual(names('o:"NEAR(a b)"'), []);
  assert.deepEqual(names("o:a*"), []);
  assert.equal(c.ctx.db.prepare("SELECT COUNT(*) FROM cards").pluck().get(), 985);
  has("abu ja'far", "Abu Ja'far");
});

test("the parser builds the AST the grammar says", () => {
  assert.deepEqual(parseQuery("a or b c"), {
    kind: "or",
    items: [
      { kind: "name", value: "a", pos: 1 },
      { kind: "and", items: [{ kind: "name", value: "b", pos: 6 }, { kind: "name", value: "c", pos: 8 }] },
    ],
  });
  assert.deepEqual(parseQuery("-(x)"), { kind: "not", item: { kind: "name", value: "x", pos: 3 } });
  assert.deepEqual(parseQuery("   "), { kind: "all" });
});

test("is:playable finds exactly the cards the rules engine implements; -is:playable the others", async () => {
  const { implementedCardNames } = await import("../../engine/index");
  const implemented = new Set(implementedCardNames());
  const yes = c.cards.search("is:playable", { limit: 1000 });
  const no = c.cards.search("-is:playable", { limit: 1000 });
  assert.equal(yes.total + no.total, 985);
  assert.equal(yes.total, implemented.size);
  assert.ok(yes.items.every((i) => i.implemented && implemented.has(i.name)));
  assert.ok(no.items.every((i) => !i.implemented && !implemented.has(i.name)));
  has("is:playable t:creature", "Grizzly Bears");
  has("is:playable", "Chaos Orb"); // batch 7: the dexterity cards play too
  assert.throws(() => c.cards.search("is:shiny"), /Unknown "is:shiny" \(use is:playable\) at position 4/);
});
