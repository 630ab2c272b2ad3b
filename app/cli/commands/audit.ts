/**
 * `moxen audit MATCH`: the end-of-match audit of a network match with hidden hands and libraries,
 * done again from its signed log in the data folder (the app's match history shows the same).
 * Our secrets come from this profile's key; the opponent's from the audit message it signed.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { MATCHES_FILE } from "../../host/match/db";
import { MatchError } from "../../host/match/errors";
import { MatchHost } from "../../host/match/match-host";
import { FileIdentityStore, loadOrCreateIdentity } from "../../host/net/identity";
import { resourcesDir } from "../../host/paths";
import { openCollection } from "../../host/collection/index";
import { COLLECTION_FILE } from "../../host/collection/host-service";
import { dataDirFrom, dataDirOption, parseArgs, UsageError } from "../args";
import type { Command } from "../command";

export const auditCommand: Command = {
  name: "audit",
  summary: "Check a network match's hidden cards from its signed log: clean, or who cheated",
  usage: `Usage: moxen audit MATCH [--data-dir DIR] [--json]

Replays the signed log of network match number MATCH (as in the match history) with both sides'
secrets, shown at the end of the match: each deck against what was committed to at the start
(and the format's rules), every shuffle of both libraries step by step, and every random result.
Prints "clean", or who cheated and how, proven by their own signed messages. Exits 0 when clean,
1 when someone cheated, 2 when there is nothing to audit yet (the match is not over, or the
opponent left before showing its secrets). A match played for ante also lists the cards its
signed log proves changed hands, and whether this collection's ledger recorded exactly those.

  --data-dir DIR  the data folder holding the match (default: the app's)
  --json          {"match","status","result","audit","why","ante"}`,

  async run(argv) {
    const { options, positionals } = parseArgs(argv, { ...dataDirOption, json: { type: "boolean", default: false } }, { min: 1, max: 1 });
    const id = Number(positionals[0]);
    if (positionals.length !== 1 || !Number.isSafeInteger(id) || id < 1) throw new UsageError("moxen audit takes one match number (see the match history)");
    const dataDir = dataDirFrom(options);
    if (!existsSync(join(dataDir, MATCHES_FILE))) throw new UsageError(`No matches in ${dataDir} (no ${MATCHES_FILE}).`);
    const identity = loadOrCreateIdentity(new FileIdentityStore(join(dataDir, "identity.json")), "default");
    const collectionFile = join(dataDir, COLLECTION_FILE);
    const collection = existsSync(collectionFile) ? openCollection({ file: collectionFile, resourcesDir: resourcesDir(), starter: false }) : null;
    const host = new MatchHost({ dataDir, resourcesDir: resourcesDir(), identity: () => identity, emit: () => {}, ...(collection ? { collection: () => collection } : {}) });
    try {
      const r = host.auditMatch(id);
      if (options.json) console.log(JSON.stringify({ match: r.matchId, status: r.status, result: r.result, audit: r.audit, why: r.why, ...(r.ante ? { ante: r.ante } : {}) }));
      else if (!r.audit) console.log(`Match #${id}: nothing to audit yet: ${r.why}.`);
      else if (r.audit.clean) console.log(`Match #${id}: clean. Both decks match what was committed to, and every shuffle and random result checks out.`);
      else {
        console.log(`Match #${id}: seat ${r.audit.cheater} cheated, proven by their own signed messages: ${r.audit.message}`);
        // A cheater loses the match after the fact (the result kept with the match says so).
        const game = r.result?.overturned ? ` (the game itself: ${r.result.overturned.winner === "draw" ? "a draw" : `seat ${r.result.overturned.winner} won`} by ${r.result.overturned.reason})` : "";
        console.log(`Seat ${r.audit.cheater} loses the match${r.result && r.result.winner !== "draw" ? `: seat ${r.result.winner} wins (${r.result.reason})` : ""}${game}.`);
      }
      if (r.ante && !options.json) {
        const a = r.ante;
        if (!a.proven) console.log(`Ante: no card changes hands (${a.why}).`);
        else {
          const list = (d: "in" | "out") => a.proven!.filter((m) => m.direction === d).map((m) => m.name).join(", ") || "nothing";
          console.log(`Ante, proven by the signed log: you receive ${list("in")}; you lose ${list("out")}.`);
          if (!a.recorded) console.log("Ante: your collection has not recorded this match's transfer yet (it is applied when Moxen starts).");
          else console.log(`Ante: your collection recorded it with match #${a.recorded.matchId} on ${a.recorded.settledAt}${a.agree ? ", exactly as the log proves" : ", BUT NOT as the log proves"}${a.recorded.transfers.some((t) => t.unitId) ? ` (units: ${a.recorded.transfers.filter((t) => t.unitId).map((t) => `${t.direction === "in" ? "+" : "-"}${t.unitId}`).join(", ")})` : ""}.`);
        }
      }
      return !r.audit ? 2 : r.audit.clean ? 0 : 1;
    } catch (e) {
      if (e instanceof MatchError) {
        console.error(`moxen audit: ${e.message}`);
        return 2;
      }
      throw e;
    } finally {
      await host.close();
      collection?.close();
    }
  },
};
