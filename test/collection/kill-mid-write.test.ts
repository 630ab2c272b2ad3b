/**
 * A process killed in the middle of a multi-row write leaves all of it or none.
 * A child opens the collection, starts a pack purchase / deck import / sale, and
 * is SIGKILLed inside the transaction just before COMMIT; the parent reopens.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { openCollection } from "../../app/host/collection/index";
import { freshCollection, ledgerBalanced, snapshot } from "./helpers";

const fixture = fileURLToPath(new URL("./fixtures/write-then-hang.ts", import.meta.url));

function runChild(file: string, op: string, commit: boolean): Promise<{ killed: boolean; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", fixture, file, op, ...(commit ? ["--commit"] : [])], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    let killed = false;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`child timed out; stdout: ${out} stderr: ${err}`));
    }, 30_000);
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      if (!commit && out.includes("READY") && !killed) {
        killed = true;
        child.kill("SIGKILL");
      }
    });
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (commit && code !== 0) reject(new Error(`child failed (${code}): ${err}`));
      else if (!commit && signal !== "SIGKILL") reject(new Error(`child was not killed (exit ${code}): ${out} ${err}`));
      else resolve({ killed, out });
    });
  });
}

for (const op of ["pack", "import", "sell"]) {
  test(`killed mid-${op}: nothing of it is stored, and the ledger still sums to the balance`, async () => {
    const c = freshCollection();
    const before = snapshot(c);
    c.close();

    const { out } = await runChild(c.file, op, false);
    assert.match(out, /READY/);

    const after = openCollection({ file: c.file });
    assert.equal(after.ctx.db.pragma("integrity_check", { simple: true }), "ok");
    assert.equal(snapshot(after), before, "the interrupted write left no trace");
    const { coins, sum } = ledgerBalanced(after);
    assert.equal(coins, sum);
    after.close();
  });

  test(`the same ${op} run to the end is stored whole`, async () => {
    const c = freshCollection();
    const before = snapshot(c);
    const coinsBefore = c.profile.get().coins;
    c.close();

    const { out } = await runChild(c.file, op, true);
    assert.match(out, /DONE/);

    const after = openCollection({ file: c.file });
    assert.notEqual(snapshot(after), before);
    const { coins, sum } = ledgerBalanced(after);
    assert.equal(coins, sum);
    const db = after.ctx.db;
    if (op === "pack") {
      assert.equal(coins, coinsBefore - 100);
      assert.equal(db.prepare("SELECT COUNT(*) FROM units WHERE pack_id IS NOT NULL").pluck().get(), 15);
    } else if (op === "import") {
      assert.equal(after.decks.list().find((d) => d.name === "Big pile")?.mainCount, 800);
    } else {
      assert.equal(coins, coinsBefore + 1);
      assert.notEqual(db.prepare("SELECT removed_at FROM units WHERE id = 'c000522.u0001'").pluck().get(), null);
    }
    after.close();
  });
}
