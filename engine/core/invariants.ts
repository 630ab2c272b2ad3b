/**
 * Invariants that must hold after every action (fuzzing, design.md §7): every physical card is in
 * exactly one zone, no negative counts, decisions name someone who can act.
 */
import { PLAYERS } from "../types";
import type { GameState } from "./state";

export function checkInvariants(top: GameState): string[] {
  const out: string[] = [];
  const seen = new Map<number, string>();
  let objects = 0;
  let tokens = 0;
  // CR 729.1a: while a subgame is played, the main games it discontinued hold the other cards
  // (the subgame shares their physical cards): each card is in one zone of one of these games.
  for (let s: GameState | undefined = top, depth = 0; s; s = s.main, depth++) {
    checkOne(s, depth === 0, out, seen, (n) => { tokens += n; });
    objects += Object.keys(s.objects).length;
  }
  if (seen.size !== top.cards.length) out.push(`${top.cards.length} cards exist but ${seen.size} are in zones`);
  if (objects !== top.cards.length + tokens) out.push(`${objects} objects for ${top.cards.length} cards and ${tokens} tokens`);
  return out;
}

function checkOne(s: GameState, innermost: boolean, out: string[], seen: Map<number, string>, countTokens: (n: number) => void): void {
  let tokens = 0;
  const where0 = innermost ? "" : "the main game's ";
  const place = (id: string, where: string) => {
    const o = s.objects[id];
    if (!o) { out.push(`${where} lists ${id}, which is not an object`); return; }
    if (o.card < 0) { tokens++; return; } // tokens are objects without a card (CR 111)
    // CR 108.3: an object's owner is its physical card's (Game.setOwner changes both).
    if (s.cards[o.card] && s.cards[o.card]!.owner !== o.owner) out.push(`${o.name} says owner ${o.owner}, its card ${s.cards[o.card]!.owner}`);
    if (seen.has(o.card)) out.push(`card ${o.card} (${o.name}) is in ${seen.get(o.card)} and in ${where0}${where}`);
    seen.set(o.card, where0 + where);
  };
  for (const p of PLAYERS) {
    const pl = s.players[p];
    for (const z of ["library", "hand", "graveyard", "exile", "ante"] as const) {
      for (const id of pl[z]) {
        place(id, `${p}'s ${z}`);
        const o = s.objects[id];
        if (o && (o.zone !== z || o.owner !== p)) out.push(`${o.name} in ${p}'s ${z} says zone ${o.zone}, owner ${o.owner}`);
      }
    }
    if (pl.landsPlayed < 0 || pl.poison < 0 || pl.mulligans < 0) out.push(`${p} has a negative count`);
    // CR 106.6: restricted mana is part of the pool (mana-pool.ts).
    for (const e of pl.manaRestricted ?? []) {
      if (pl.manaRestricted!.filter((r) => r.sym === e.sym).length > pl.manaPool.filter((m) => m === e.sym).length) { out.push(`${p}'s restricted {${e.sym}} is not in the pool`); break; }
    }
  }
  for (const id of s.battlefield) {
    place(id, "the battlefield");
    const o = s.objects[id];
    if (o && o.zone !== "battlefield") out.push(`${o.name} on the battlefield says zone ${o.zone}`);
    if (o?.phasedOut) out.push(`${o.name} is phased out but listed on the battlefield`);
    if (o && (o.damage < 0 || Object.values(o.counters).some((n) => n < 0))) out.push(`${o.name} has negative damage or counters`);
  }
  // CR 702.26d: phased out, still on the battlefield.
  for (const id of s.phasedOut ?? []) {
    place(id, "the battlefield (phased out)");
    const o = s.objects[id];
    if (o && (o.zone !== "battlefield" || !o.phasedOut)) out.push(`${o.name} listed as phased out says zone ${o.zone}, phasedOut ${!!o.phasedOut}`);
  }
  if (s.phasedOut && !s.phasedOut.length) out.push("an empty list of phased-out permanents is kept");
  for (const item of s.stack) if (item.kind === "spell") place(item.id, "the stack");
  countTokens(tokens);
  for (const item of s.stack) if (item.kind === "spell" && s.objects[item.id]?.zone !== "stack") out.push(`spell ${item.name} on the stack has no object there`);
  if (s.decision?.kind === "choose" && s.decision.choice.type === "cards" && s.decision.choice.max < s.decision.choice.min) out.push("a choice asks for more than it allows");
  if (s.decision && s.priority) out.push("a decision is pending while someone has priority");
  if (!s.outcome && !s.decision && !s.priority) out.push("nobody can act and the game is not over");
  if (!innermost && (s.decision?.kind !== "choose" || s.decision.resume.at !== "subgame")) out.push("a discontinued main game does not wait for its subgame");
  if (!innermost && s.players.A.library.length + s.players.B.library.length > 0) out.push("a discontinued main game still has library cards (CR 729.2)");
}
