/** The collection's CLI commands, run as a user would: a real process, exit codes and output. */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { tempDir } from "./helpers";
import { MOXEN_CLI } from "../moxen-cli";

const root = fileURLToPath(new URL("../..", import.meta.url));
const moxen = (...args: string[]) => {
  const r = spawnSync(process.execPath, [MOXEN_CLI, ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000, // a command that hangs (as it did on a FIFO) fails the test instead of holding it
    env: { ...process.env, MOXEN_DATA_DIR: join(tempDir(), "data") },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

test("moxen deck validate: verdict and reasons, exit 1 when invalid", () => {
  const dir = tempDir();
  const bad = join(dir, "bad.dek");
  writeFileSync(bad, '<Deck>\n<Cards Quantity="5" Sideboard="false" Name="Lightning Bolt"/>\n<Cards Quantity="1" Sideboard="false" Name="Contract from Below"/>\n<Cards Quantity="54" Sideboard="false" Name="Mountain"/>\n</Deck>\n');
  const r = moxen("deck", "validate", bad);
  assert.equal(r.code, 1);
  assert.match(r.out, /read as dek/);
  assert.match(r.out, /Not valid for oldschool: 2 problems/);
  assert.match(r.out, /Contract from Below is banned in Old School/);
  const good = moxen("deck", "validate", join(root, "resources/decks/white-blue-skies.txt"), "--format", "freeform");
  assert.equal(good.code, 0, good.err);
  assert.match(good.out, /Valid for freeform: 60 main/);
  const typo = join(dir, "typo.txt");
  writeFileSync(typo, "4 Lightnig Bolt\n");
  const t = moxen("deck", "validate", typo);
  assert.equal(t.code, 1);
  assert.match(t.err, /line 1: unknown card "Lightnig Bolt" — did you mean Lightning Bolt\?/);
  assert.equal(moxen("deck", "validate", typo, "--format", "vintage").code, 2);
});

test("moxen deck convert: to standard output, or to --out", () => {
  const dir = tempDir();
  const src = join(root, "resources/decks/black-red-raiders.txt");
  const r = moxen("deck", "convert", src, "--to", "cod");
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /<card number="4" name="Mons&apos;s Goblin Raiders"\/>/);
  const out = join(dir, "raiders.dck");
  assert.equal(moxen("deck", "convert", src, "--to", "dck", "--out", out).code, 0);
  assert.match(readFileSync(out, "utf8"), /^\[Main\]\n4 Mons's Goblin Raiders$/m);
  assert.equal(moxen("deck", "convert", src).code, 2, "--to is required");
});

test("moxen cards search: one card per line, name first; syntax errors point at the position", () => {
  const r = moxen("cards", "search", "t:dragon c=r pow>=5");
  assert.equal(r.code, 0, r.err);
  assert.deepEqual(r.out.trim().split("\n").map((l) => l.split("  ")[0]), ["Shivan Dragon"]);
  const bad = moxen("cards", "search", "t:dragon (c:r");
  assert.equal(bad.code, 1);
  assert.match(bad.err, /Expected "\)" at position 14/);
});

test("moxen deck validate and convert refuse a FIFO (or a symlink to one) at once instead of hanging", () => {
  const dir = tempDir();
  const fifo = join(dir, "deck.txt");
  execFileSync("mkfifo", [fifo]);
  symlinkSync(fifo, join(dir, "link.txt"));
  for (const args of [["validate", fifo], ["validate", join(dir, "link.txt")], ["convert", fifo, "--to", "cod"]]) {
    const r = moxen("deck", ...args);
    assert.equal(r.code, 1, `deck ${args.join(" ")}: ${r.err}`);
    assert.match(r.err, /is not a regular file/);
  }
});

test("moxen deck validate reads a UTF-16 file as Windows Notepad saves it", () => {
  const dir = tempDir();
  const text = "4 Lightning Bolt\r\n4 Mons's Goblin Raiders\r\n52 Mountain\r\n";
  const le = join(dir, "notepad.txt");
  writeFileSync(le, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
  const r = moxen("deck", "validate", le, "--format", "freeform");
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Valid for freeform: 60 main/);
  const be = join(dir, "big-endian.txt");
  writeFileSync(be, Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()]));
  assert.match(moxen("deck", "validate", be, "--format", "freeform").out, /Valid for freeform: 60 main/);
});
