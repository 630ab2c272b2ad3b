/** State-based actions (CR 704), checked whenever a player would receive priority. */
import { PLAYERS, other } from "../types";
import type { Game } from "./game";
import { protectionColors } from "./game";
import { isToken } from "./filters";
import { targetProblem } from "./targets";
import { removeObject } from "./clone";

/** CR 702.16c: is the Aura illegal because of the host's protection (not given by the Aura itself)? */
function protectedFromAura(g: Game, hostId: string, auraId: string): boolean {
  const host = g.obj(hostId)!;
  const hc = g.chars(host);
  const auraColors = g.chars(g.obj(auraId)!).colors;
  const names: Record<string, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };
  return protectionColors(hc).some((col) => {
    if (!auraColors.includes(col)) return false;
    // The Ward Auras: "This effect doesn't remove this Aura."
    const givers = hc.keptBy?.get(`protection from ${names[col]}`);
    return !(givers && givers.includes(auraId) && givers.length === 1);
  });
}

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
  const vanish: string[] = [];
  if (s.tokens) {
    for (const id of Object.keys(s.objects)) {
      const o = s.objects[id]!;
      if (isToken(o) && o.zone !== "battlefield") vanish.push(id); // CR 704.5d
    }
  }
  for (const o of g.battlefield()) {
    const c = g.chars(o);
    if (c.types.includes("Creature")) {
      if (c.toughness <= 0) toGraveyard.push(o.id); // CR 704.5f
      else if (o.damage > 0 && o.damage >= c.toughness) toDestroy.push(o.id); // CR 704.5g
    }
    if (c.subtypes.includes("Aura")) {
      // CR 704.5m: an Aura attached to an illegal object or player, or to nothing, goes to the graveyard.
      // Once an Aura has put its creature onto the battlefield (Animate Dead), it enchants only that one.
      const spec = (o.links?.length ? c.def?.stillEnchants : undefined) ?? c.def?.enchant;
      const hostRef = o.attachedTo;
      let legal = hostRef !== undefined && hostRef !== o.id && !!spec;
      if (legal && g.isPlayer(hostRef!)) legal = !!spec!.player;
      else if (legal) {
        const host = g.obj(hostRef!);
        const zone = spec!.zone ?? "battlefield";
        legal = !!host && host.zone === zone;
        // The enchant restriction, judged like a target but without targeting (CR 303.4d: not hexproof-like checks).
        if (legal && targetProblem(g, { ...spec!, zone }, hostRef!, o.controller, { you: c.controller, source: o.id, sourceColors: [] }) !== null) legal = false;
        if (legal && host!.zone === "battlefield" && protectedFromAura(g, host!.id, o.id)) legal = false;
      }
      if (!legal) toGraveyard.push(o.id);
    }
  }
  for (const id of vanish) {
    const o = s.objects[id]!;
    const list = o.zone === "battlefield" ? s.battlefield : o.zone === "stack" ? null : s.players[o.owner][o.zone];
    if (list) list.splice(list.indexOf(id), 1);
    removeObject(s, id);
    s.tokens = (s.tokens ?? 1) - 1;
    happened = true;
  }
  // CR 704.3: all applicable state-based actions are performed simultaneously.
  g.simultaneously(() => {
    for (const id of toGraveyard) {
      const o = g.obj(id);
      if (o && o.zone === "battlefield") {
        g.emit("sba", `${o.name} is put into its owner's graveyard`, { object: id });
        g.putIntoGraveyardFromBattlefield(o, "sba");
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
