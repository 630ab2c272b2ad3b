/**
 * The ante deck rule (CR 407.3) for the app: the renderer's list of ante cards (app/shared/ante.ts)
 * is exactly the engine's, and a practice match against the computer with such a deck needs ante.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadCardData } from "../../app/host/collection/card-data";
import { ANTE_CARDS, ANTE_RULE_TEXT } from "../../app/shared/ante";
import { ANTE_DECK_RULE, requiresAnte } from "../../engine/index";
import { MatchHost } from "../../app/host/match/match-host";
import { resourcesDir } from "../../app/host/paths";
import { removeTempDirs, tempDir } from "./helpers";
import { after } from "node:test";

after(removeTempDirs);

test("the app's ante cards are the engine's, and its rule text the cards' own words", () => {
  const engine = loadCardData().cards.map((c) => c.name).filter((n) => requiresAnte(n));
  assert.deepEqual([...engine].sort(), [...ANTE_CARDS].sort());
  assert.equal(ANTE_RULE_TEXT, ANTE_DECK_RULE);
  for (const name of ANTE_CARDS) assert.ok(loadCardData().byName.get(name)!.oracleText.startsWith(ANTE_RULE_TEXT), name);
});

test("against the computer: a deck with an ante card is refused without ante, and played (practice) with it", async () => {
  const host = new MatchHost({ dataDir: tempDir(), resourcesDir: resourcesDir(), emit: () => {} });
  try {
    const cards = [...Array(56).fill("Mountain"), ...Array(4).fill("Jeweled Bird")];
    assert.throws(() => host.start({ kind: "local-ai", deck: { name: "Birds", cards }, opponentDeck: { benchmark: "white-blue-skies" }, seed: "s1" }), /Your deck "Birds" cannot be played in this match: Jeweled Bird: "Remove this card from your deck before playing if you're not playing for ante\."/);
    assert.equal(host.history().length + host.list().length, 0, "nothing was started");
    const m = host.start({ kind: "local-ai", deck: { name: "Birds", cards }, opponentDeck: { benchmark: "white-blue-skies" }, seed: "s1", rules: { ante: true } });
    const v = host.view(m.id, "A");
    assert.equal(v.view!.players.A.ante!.length, 1);
    assert.equal(v.view!.players.B.ante!.length, 1);
  } finally {
    await host.close();
  }
});
