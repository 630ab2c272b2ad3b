/**
 * The settings group through the real host router: defaults, validated changes that
 * persist, all-or-nothing refusals, and card images served only from inside the folder.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { createServices, type Services } from "../../app/host/services";
import { SETTINGS_FILE } from "../../app/host/settings";
import { DEFAULT_SETTINGS, type CardImage, type Settings } from "../../app/shared/contract/settings";

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function temp(): string {
  const d = mkdtempSync(join(tmpdir(), "moxen-settings-"));
  dirs.push(d);
  return d;
}

const ctx = { client: "test:settings" };
async function call(s: Services, name: string, args?: unknown) {
  return s.router.call(name, args, ctx) as Promise<{ ok: true; value: unknown } | { ok: false; error: { code: string; message: string } }>;
}
async function ok<T>(s: Services, name: string, args?: unknown): Promise<T> {
  const r = await call(s, name, args);
  assert.ok(r.ok, `${name} failed: ${JSON.stringify(r)}`);
  return r.value as T;
}
async function fails(s: Services, name: string, args: unknown, code: string, message: RegExp) {
  const r = await call(s, name, args);
  assert.equal(r.ok, false, `${name} should fail`);
  if (!r.ok) {
    assert.equal(r.error.code, code, r.error.message);
    assert.match(r.error.message, message);
  }
}
const start = (dataDir: string) => createServices({ dataDir, shell: "web", log: () => {} });

// Just enough of each format to pass the signature and size checks (an image is not decoded).
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from("IHDR"), Buffer.alloc(60, 2)]);

describe("settings", () => {
  it("starts from the defaults, and a change persists across a restart and is announced", async () => {
    const dir = temp();
    let s = await start(dir);
    try {
      assert.deepEqual(await ok<Settings>(s, "settings.get"), DEFAULT_SETTINGS);
      const seen: unknown[] = [];
      s.events.subscribe((name, payload) => void (name === "settings.changed" && seen.push(payload)));
      const next = await ok<Settings>(s, "settings.set", {
        manaBurn: true,
        animationSpeed: "fast",
        iceServers: [{ urls: "stun:stun.example.org:3478" }, { urls: "turn:turn.example.org:3478?transport=udp", username: "u", credential: "p" }],
        keyBindings: { pass: "F2" },
      });
      assert.equal(next.manaBurn, true);
      assert.equal(next.keyBindings.pass, "F2");
      assert.equal(next.keyBindings.confirm, "Enter", "unchanged bindings are kept");
      assert.deepEqual(seen, [next]);
    } finally {
      await s.close();
    }
    s = await start(dir);
    try {
      const again = await ok<Settings>(s, "settings.get");
      assert.equal(again.manaBurn, true);
      assert.equal(again.animationSpeed, "fast");
      assert.equal(again.iceServers.length, 2);
      assert.equal(again.keyBindings.pass, "F2");
    } finally {
      await s.close();
    }
  });

  it("table sounds: off by default, switched on and kept across a restart, a non-boolean refused", async () => {
    const dir = temp();
    let s = await start(dir);
    try {
      assert.equal((await ok<Settings>(s, "settings.get")).sound, false);
      await fails(s, "settings.set", { sound: "loud" }, "invalid_argument", /sound/);
      assert.equal((await ok<Settings>(s, "settings.set", { sound: true })).sound, true);
    } finally {
      await s.close();
    }
    s = await start(dir);
    try {
      assert.equal((await ok<Settings>(s, "settings.get")).sound, true);
    } finally {
      await s.close();
    }
  });

  it("refuses bad values with a clear message and changes nothing", async () => {
    const dir = temp();
    const s = await start(dir);
    try {
      const before = await ok<Settings>(s, "settings.get");
      await fails(s, "settings.set", { manaBurn: "yes" }, "invalid_argument", /manaBurn/);
      await fails(s, "settings.set", { iceServers: [{ urls: "http://example.org" }] }, "invalid_argument", /STUN\/TURN/);
      await fails(s, "settings.set", { keyBindings: { pass: "Hyper+Q" } }, "invalid_argument", /a key like/);
      await fails(s, "settings.set", { keyBindings: { pass: "Enter" } }, "bad_argument", /Enter is bound to both pass and confirm/);
      await fails(s, "settings.set", { cardImageFolder: "relative/path" }, "bad_argument", /full path/);
      await fails(s, "settings.set", { cardImageFolder: join(dir, "nope") }, "not_found", /no folder/);
      await fails(s, "settings.set", { theme: "light" }, "invalid_argument", /not allowed/);
      // A refused change with a good part too: nothing of it is kept.
      await fails(s, "settings.set", { manaBurn: true, keyBindings: { cancel: "Space" } }, "bad_argument", /bound to both/);
      assert.deepEqual(await ok<Settings>(s, "settings.get"), before);
    } finally {
      await s.close();
    }
  });

  it("a damaged settings file falls back to the defaults field by field", async () => {
    const dir = temp();
    writeFileSync(join(dir, SETTINGS_FILE), JSON.stringify({ manaBurn: true, animationSpeed: "warp", keyBindings: { pass: "Enter" }, cardImageFolder: "rel" }));
    const s = await start(dir);
    try {
      const got = await ok<Settings>(s, "settings.get");
      assert.equal(got.manaBurn, true);
      assert.equal(got.animationSpeed, "normal");
      assert.deepEqual(got.keyBindings, DEFAULT_SETTINGS.keyBindings);
      assert.equal(got.cardImageFolder, null);
    } finally {
      await s.close();
    }
    writeFileSync(join(dir, SETTINGS_FILE), "{ not json");
    const s2 = await start(dir);
    try {
      assert.deepEqual(await ok<Settings>(s2, "settings.get"), DEFAULT_SETTINGS);
      await ok(s2, "settings.set", { manaBurn: true });
      assert.equal(JSON.parse(readFileSync(join(dir, SETTINGS_FILE), "utf8")).manaBurn, true);
    } finally {
      await s2.close();
    }
  });

  it("card images: by set and number or by name, images only, never outside the folder", async () => {
    const dir = temp();
    const images = join(dir, "images");
    mkdirSync(join(images, "LEA"), { recursive: true });
    writeFileSync(join(images, "LEA", "161.jpg"), JPEG);
    writeFileSync(join(images, "Lightning Bolt.png"), PNG);
    writeFileSync(join(images, "Mons's Goblin Raiders.full.jpg"), JPEG);
    writeFileSync(join(images, "Giant Growth.jpg"), "not an image at all, just text pretending");
    const outside = join(dir, "secret.jpg");
    writeFileSync(outside, JPEG);
    symlinkSync(outside, join(images, "Shivan Dragon.jpg"));
    const s = await start(dir);
    try {
      assert.deepEqual(await ok<CardImage>(s, "settings.cardImage", { name: "Lightning Bolt" }), { dataUrl: null, file: null }, "no folder: no images");
      await ok(s, "settings.set", { cardImageFolder: images });
      const printing = await ok<CardImage>(s, "settings.cardImage", { name: "Lightning Bolt", set: "LEA", number: "161" });
      assert.equal(printing.file, join("LEA", "161.jpg"));
      assert.ok(printing.dataUrl!.startsWith("data:image/jpeg;base64,"));
      const byName = await ok<CardImage>(s, "settings.cardImage", { name: "Lightning Bolt", set: "3ED", number: "162" });
      assert.equal(byName.file, "Lightning Bolt.png");
      assert.ok(byName.dataUrl!.startsWith("data:image/png;base64,"));
      assert.equal((await ok<CardImage>(s, "settings.cardImage", { name: "Mons's Goblin Raiders" })).file, "Mons's Goblin Raiders.full.jpg");
      assert.equal((await ok<CardImage>(s, "settings.cardImage", { name: "Giant Growth" })).dataUrl, null, "text named .jpg is not an image");
      assert.equal((await ok<CardImage>(s, "settings.cardImage", { name: "Shivan Dragon" })).dataUrl, null, "a symlink out of the folder is not followed");
      assert.equal((await ok<CardImage>(s, "settings.cardImage", { name: "../secret" })).dataUrl, null, "names are matched, never joined into paths");
      await fails(s, "settings.cardImage", { name: "x", set: "../..", number: "1" }, "invalid_argument", /set code/);
    } finally {
      await s.close();
    }
  });

  it("card images: a FIFO (or a symlink to one) in the folder is never opened, and an image must have a plausible size", async () => {
    const dir = temp();
    const images = join(dir, "images");
    mkdirSync(images, { recursive: true });
    // Opening a FIFO with no writer blocks until one comes: before the fix this hung the host.
    execFileSync("mkfifo", [join(images, "Lightning Bolt.jpg")]);
    execFileSync("mkfifo", [join(images, "pipe")]);
    symlinkSync(join(images, "pipe"), join(images, "Shivan Dragon.png"));
    writeFileSync(join(images, "Giant Growth.png"), PNG.subarray(0, 20)); // a PNG's signature, too short to be one
    writeFileSync(join(images, "Llanowar Elves.jpg"), JPEG);
    const s = await start(dir);
    try {
      await ok(s, "settings.set", { cardImageFolder: images });
      assert.equal((await ok<CardImage>(s, "settings.cardImage", { name: "Lightning Bolt" })).dataUrl, null, "a FIFO is not an image");
      assert.equal((await ok<CardImage>(s, "settings.cardImage", { name: "Shivan Dragon" })).dataUrl, null, "nor a symlink to a FIFO");
      assert.equal((await ok<CardImage>(s, "settings.cardImage", { name: "Giant Growth" })).dataUrl, null, "a truncated PNG is not served");
      assert.ok((await ok<CardImage>(s, "settings.cardImage", { name: "Llanowar Elves" })).dataUrl, "the host still serves real images");
    } finally {
      await s.close();
    }
  });
});
