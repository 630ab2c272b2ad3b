/** State-based actions (CR 704), checked whenever a player would receive priority. */
import { PLAYERS, other, type PlayerId } from "../types";
import type { Game } from "./game";
import { protectionColors } from "./game";
import { isToken } from "./filters";
import { targetProblem } from "./targets";
import { removeObject } from "./clone";
import type { GameObject } from "./state";
import { gameHolds, namesWhere } from "../cards/registry";
import { cardData } from "../cards/data";
import { noLossAtZeroLife } from "./player-rules";

/** CR 702.16c: is the Aura illegal because of the host's protection (not given by the Aura itself)? */
export function protectedFromAura(g: Game, hostId: string, auraId: string): boolean {
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

/** Legend-rule answers given in this action, used by the next check (CR 704.5j). */
const legendAnswers = new WeakMap<Game, string[]>();

/** Records the answer to a legend-rule decision (actions.ts); the check that follows uses it. */
export function answerLegendRule(g: Game, kept: string[]): void {
  legendAnswers.set(g, kept);
}

/**
 * CR 704.5j: a player controlling two or more legendary permanents with the same name chooses
 * one of them to keep; the rest are put into their owners' graveyards. The choice is a decision
 * (`choose` `cards`, the one kept) raised before any state-based action of this check is
 * performed; once answered, the check runs again and performs them all together.
 * CR 704.5k: of two or more world permanents, only the one that has had the world supertype for
 * the shortest time stays (no choice; supertypes never change here, so that is the newest
 * permanent; a tie puts them all into their owners' graveyards).
 * Returns what must go, or null when it stopped for the decision.
 */
function legendAndWorldRule(g: Game, priority: PlayerId): string[] | null {
  const out: string[] = [];
  let legends: { id: string; name: string; controller: PlayerId }[] | null = null;
  let worlds: GameObject[] | null = null;
  // Supertypes come from the printed card (no effect in the pool gives or removes one), so only
  // legendary and world cards need their characteristics looked at, after every action.
  // A token's supertypes are those its definition gives (CR 111.3: Stangg Twin is legendary).
  const names = namesWhere("legendaryOrWorld", (d) => !!(cardData(d.name)?.supertypes ?? (d as { supertypes?: string[] }).supertypes)?.some((t) => t === "Legendary" || t === "World"));
  if (!gameHolds(g.state, names)) return out;
  for (const o of g.battlefield()) {
    if (!names.has(o.name)) continue;
    const c = g.chars(o);
    if (!c.supertypes.length) continue;
    if (c.supertypes.includes("Legendary")) (legends ??= []).push({ id: o.id, name: c.name, controller: c.controller });
    if (c.supertypes.includes("World")) (worlds ??= []).push(o);
  }
  if (legends && legends.length > 1) {
    const active = g.state.turn.active;
    for (const p of [active, other(active)]) {
      const byName = new Map<string, string[]>();
      for (const l of legends) if (l.controller === p) byName.set(l.name, [...(byName.get(l.name) ?? []), l.id]);
      for (const [name, ids] of byName) {
        if (ids.length < 2) continue;
        const keep = legendAnswers.get(g)?.find((id) => ids.includes(id));
        if (keep === undefined) {
          g.state.decision = {
            kind: "choose", player: p, prompt: `Legend rule: choose the ${name} to keep; the others are put into their owners' graveyards`,
            choice: { type: "cards", from: ids, min: 1, max: 1 }, resume: { at: "legend_rule", priority, kept: [...(legendAnswers.get(g) ?? [])] },
          };
          g.state.priority = null;
          return null;
        }
        out.push(...ids.filter((id) => id !== keep));
      }
    }
    legendAnswers.delete(g); // used: a later check asks again
  }
  if (worlds && worlds.length > 1) {
    const newest = Math.max(...worlds.map((o) => o.timestamp));
    const kept = worlds.filter((o) => o.timestamp === newest);
    out.push(...worlds.filter((o) => kept.length > 1 || o !== kept[0]).map((o) => o.id));
  }
  return out;
}

/** Performs one round of state-based actions simultaneously. Returns true if anything happened. */
function checkOnce(g: Game, priority: PlayerId): boolean {
  const s = g.state;
  let happened = false;
  // CR 704.5a/b/c: a player with 0 or less life, who drew from an empty library, or with 10 poison loses.
  const losers = PLAYERS.filter((p) => {
    const pl = g.player(p);
    if (pl.life <= 0 && !noLossAtZeroLife(g, p)) pl.lost = "life"; // CR 104.3b
    else if (pl.drewFromEmpty) pl.lost = "drew from an empty library";
    else if (pl.poison >= 10) pl.lost = "poison";
    return !!pl.lost;
  });
  for (const p of PLAYERS) g.player(p).drewFromEmpty = false;
  if (losers.length === 2) {
    g.endGame("draw", "both players lost at the same time", "The game is a draw"); // CR 104.4a
    return true;
  }
  if (losers.length === 1) {
    const loser = losers[0]!;
    const reason = `${g.player(loser).name} lost (${g.player(loser).lost})`;
    g.endGame(other(loser), reason, `${g.player(other(loser)).name} wins: ${reason}`);
    return true;
  }

  const toGraveyard: string[] = [];
  const toDestroy: string[] = [];
  const vanish: string[] = [];
  if (s.tokensAway) {
    for (const id of Object.keys(s.objects)) {
      const o = s.objects[id]!;
      // CR 704.5d; a copy of a spell off the stack too (CR 707.10a).
      if (isToken(o) && o.zone !== "battlefield" && o.zone !== "stack") vanish.push(id);
    }
  }
  // Only looks (the changes come after, all together): the list itself, without a copy of it.
  for (const id of s.battlefield) {
    const o = s.objects[id]!;
    const c = g.chars(o);
    if (c.types.includes("Creature")) {
      if (c.toughness <= 0) toGraveyard.push(o.id); // CR 704.5f
      else if (o.damage > 0 && o.damage >= c.toughness && !c.keywords.has("indestructible")) toDestroy.push(o.id); // CR 704.5g, 702.12b
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
        if (legal && targetProblem(g, { ...spec!, zone }, hostRef!, o.controller, { you: c.controller, source: o.id, sourceColors: [], attach: true }) !== null) legal = false;
        if (legal && host!.zone === "battlefield" && protectedFromAura(g, host!.id, o.id)) legal = false;
      }
      if (!legal) toGraveyard.push(o.id);
    }
  }
  // CR 704.5j–k: the legend rule and the world rule (the legend rule's question comes before any change).
  const rule = legendAndWorldRule(g, priority);
  if (rule === null) return false;
  for (const id of rule) if (!toGraveyard.includes(id)) toGraveyard.push(id);
  if (s.tokensAway) delete s.tokensAway; // all of them go now
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
export function runStateBasedActions(g: Game, priority: PlayerId = g.state.turn.active): boolean {
  let any = false;
  for (let i = 0; i < 100 && !g.state.outcome; i++) {
    g.refreshControl();
    if (!checkOnce(g, priority)) break;
    any = true;
  }
  return any;
}
