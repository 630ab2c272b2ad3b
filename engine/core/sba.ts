/** State-based actions (CR 704), checked whenever a player would receive priority. */
import { PLAYERS, other } from "../types";
import { cardDef } from "../cards/registry";
import type { Game } from "./game";
import { hasProtectionFrom } from "./game";

/** Performs one round of state-based actions simultaneously. Returns true if anything happened. */
function checkOnce(g: Game): boolean {
  const s = g.state;
  let happened = false;
  // CR 704.5a/b/c: a player with 0 or less life, who drew from an empty library, or with 10 poison loses.
  const losers = PLAYERS.filter((p) => {
    const pl = g.player(p);
    if (pl.life <= 0) pl.lost = "life";
    else if (pl.drewFromEmpty) pl.lost = "drew from an empty library";
    else if (pl.poison >= 10) pl.lost = "poison";
    return !!pl.lost;
  });
  for (const p of PLAYERS) g.player(p).drewFromEmpty = false;
  if (losers.length === 2) {
    s.outcome = { winner: "draw", reason: "both players lost at the same time" }; // CR 104.4a
    g.emit("game_over", "The game is a draw");
    return true;
  }
  if (losers.length === 1) {
    const loser = losers[0]!;
    s.outcome = { winner: other(loser), reason: `${g.player(loser).name} lost (${g.player(loser).lost})` };
    g.emit("game_over", `${g.player(other(loser)).name} wins: ${s.outcome.reason}`);
    return true;
  }

  const toGraveyard: string[] = [];
  const toDestroy: string[] = [];
  for (const o of g.battlefield()) {
    const c = g.chars(o);
    if (c.types.includes("Creature")) {
      if (c.toughness <= 0) toGraveyard.push(o.id); // CR 704.5f
      else if (o.damage > 0 && o.damage >= c.toughness) toDestroy.push(o.id); // CR 704.5g
    }
    if (c.subtypes.includes("Aura")) {
      // CR 704.5m: an Aura attached to an illegal object or player, or to nothing, goes to the graveyard.
      const def = cardDef(o.name);
      const host = o.attachedTo && !g.isPlayer(o.attachedTo) ? g.obj(o.attachedTo) : undefined;
      let legal = !!host && host.id !== o.id;
      if (legal && def?.enchant?.test) {
        legal = def.enchant.test(g, { obj: host, chars: g.chars(host!) }, o.controller, o);
      }
      if (legal && (host!.zone === "battlefield" || def?.enchant?.zone === "graveyard")) {
        // CR 702.16c: protection from the Aura's color (protection works only on the battlefield).
        if (host!.zone === "battlefield" && hasProtectionFrom(g.chars(host!), c.colors)) legal = false;
      } else legal = false;
      if (!legal) toGraveyard.push(o.id);
    }
  }
  // CR 704.3: all applicable state-based actions are performed simultaneously.
  g.simultaneously(() => {
    for (const id of toGraveyard) {
      const o = g.obj(id);
      if (o && o.zone === "battlefield") {
        g.emit("sba", `${o.name} is put into its owner's graveyard`, { object: id });
        g.putIntoGraveyardFromBattlefield(o);
        happened = true;
      }
    }
    for (const id of toDestroy) {
      if (g.obj(id)?.zone === "battlefield") {
        g.destroy(id); // regeneration can replace this (CR 704.5g)
        happened = true;
      }
    }
  });
  return happened;
}

/** CR 704.3: repeat until no state-based action applies. */
export function runStateBasedActions(g: Game): boolean {
  let any = false;
  for (let i = 0; i < 100 && !g.state.outcome; i++) {
    g.refreshControl();
    if (!checkOnce(g)) break;
    any = true;
  }
  return any;
}
