/**
 * Turn history (`GameState.history`): what happened this turn, for "this turn" and "last turn"
 * rules. The kernel records it from its own typed events (Game.emit calls `recordHistory` for
 * every event, at the one place each thing happens), never card code; cards read it with the
 * queries below. The per-turn part starts empty as each turn begins (CR 500, `newTurnHistory`);
 * what a player did during their latest turn is kept from turn to turn.
 *
 * Looking back at the turn is how these rules work (as leaves-the-battlefield abilities look back
 * in time, CR 603.10): an ability that counts "creatures that died this turn" counts those that
 * died before it was on the battlefield too (Khabál Ghoul ruling 2007-09-16; Power Surge ruling
 * 2004-10-04), so nothing here depends on which permanents exist. Objects are named by id: an
 * object that changes zones is a new object with no history (CR 400.7).
 */
import type { GameEvent, PlayerId, Ref } from "../types";
import { PLAYERS } from "../types";
import type { Game } from "./game";
import { gameHolds, namesMentioning } from "../cards/registry";
import type { DamageRecord, GameState, LastKnown, TurnHistory } from "./state";

/** The history as a new turn begins (CR 500): "this turn" records empty, each player's latest turn kept. */
export function newTurnHistory(h: TurnHistory): TurnHistory {
  const out: TurnHistory = h.latestTurn ? { activations: {}, latestTurn: h.latestTurn } : { activations: {} };
  if (h.damagedPlayers) out.damagedPlayers = h.damagedPlayers; // a whole-game record
  return out;
}

/** Records what an event means for "this turn" rules. Lists are replaced, never changed in place. */
export function recordHistory(g: Game, e: GameEvent): void {
  const s = g.state;
  const h = s.history;
  switch (e.type) {
    case "turn": {
      // CR 500.1: the turn begins with its untap step; what was untapped is counted before it (Power Surge).
      const lands: Partial<Record<PlayerId, number>> = {};
      for (const p of PLAYERS) lands[p] = 0;
      // "Started the turn untapped" (Rasputin Dreamweaver): only in games holding a card that asks.
      const untapped: string[] | undefined = gameHolds(s, namesMentioning("startedUntapped", /started the turn untapped/)) ? [] : undefined;
      for (const o of g.battlefield()) {
        const c = g.chars(o);
        if (!o.tapped && c.types.includes("Land")) lands[c.controller] = (lands[c.controller] ?? 0) + 1;
        if (untapped && !o.tapped) untapped.push(o.id);
      }
      h.untappedLands = lands;
      if (untapped) h.untappedAtStart = untapped;
      const p = e.player as PlayerId;
      const before = h.latestTurn?.[p]?.attacked;
      h.latestTurn = { ...h.latestTurn, [p]: before ? { turn: s.turn.number, acted: false, previousAttacked: before } : { turn: s.turn.number, acted: false } };
      return;
    }
    case "attack": {
      const ids = (e.attackers as string[] | undefined) ?? [];
      const could = e.couldAttack as string[] | undefined;
      if (could) h.couldAttack = [...(h.couldAttack ?? []), ...could];
      if (ids.length) {
        h.attacked = [...(h.attacked ?? []), ...ids];
        const p = s.turn.active, latest = h.latestTurn?.[p] ?? { turn: s.turn.number, acted: false };
        h.latestTurn = { ...h.latestTurn, [p]: { ...latest, attacked: [...(latest.attacked ?? []), ...ids] } };
      }
      return;
    }
    case "block": {
      const pairs = (e.blocks as { blocker: string; attacker: string }[] | undefined) ?? [];
      const ids = pairs.map((b) => b.blocker);
      if (ids.length) {
        h.blocked = [...(h.blocked ?? []), ...ids];
        h.blocks = [...(h.blocks ?? []), ...pairs.map((b) => ({ blocker: b.blocker, attacker: b.attacker, attackerController: s.turn.active }))];
      }
      return;
    }
    case "zone": {
      const last = e.last as LastKnown | undefined;
      // CR 700.4: "dies" is put into a graveyard from the battlefield (as a creature, CR 603.10a).
      if (last && e.to === "graveyard" && last.types.includes("Creature")) {
        h.died = [...(h.died ?? []), { id: last.id, controller: last.controller, token: last.card < 0 }];
      }
      if (e.to === "battlefield" && Number(e.card) >= 0) {
        // Who puts a permanent onto the battlefield: its controller as it enters (the player
        // playing the land, the permanent spell's controller (CR 608.3), the effect's controller).
        const o = g.obj(String(e.object));
        if (o) acted(s, o.controller);
      }
      return;
    }
    case "cast": {
      const o = g.obj(String(e.object));
      const p = e.player as PlayerId;
      h.cast = [...(h.cast ?? []), { player: p, object: String(e.object), card: o?.card ?? -1, types: o ? [...g.chars(o).types] : [] }];
      acted(s, p);
      return;
    }
    case "tap":
      // CR 118.3: a permanent tapped to pay a cost of a source's spell or ability (Vodalian War Machine).
      if (e.costOf) h.costTaps = [...(h.costTaps ?? []), { source: String(e.costOf), object: String(e.object) }];
      return;
    case "draw":
      h.drawn = [...(h.drawn ?? []), { player: e.player as PlayerId, object: String(e.object) }];
      return;
    case "damage": {
      const r: DamageRecord = {
        source: String(e.source), controller: e.sourceController as PlayerId, types: [...((e.sourceTypes as string[] | undefined) ?? [])],
        name: String(e.sourceName ?? ""), to: e.target as Ref, amount: Number(e.amount), combat: !!e.combat,
      };
      h.damage = [...(h.damage ?? []), r];
      if (g.isPlayer(r.to) && r.amount > 0 && !h.damagedPlayers?.[r.source]?.includes(r.to)) {
        h.damagedPlayers = { ...h.damagedPlayers, [r.source]: [...(h.damagedPlayers?.[r.source] ?? []), r.to] };
      }
      return;
    }
  }
}

/** During their own turn, a player cast a spell or put a nontoken permanent onto the battlefield (Arboria). */
function acted(s: GameState, p: PlayerId): void {
  if (p !== s.turn.active) return;
  const now = s.history.latestTurn?.[p];
  if (now?.turn === s.turn.number && now.acted) return;
  // Keep this turn's attackers and the last turn's ("attacked during your last turn": Giant Turtle CR 508.1c, Goblin Rock Sled CR 502.3).
  s.history.latestTurn = { ...s.history.latestTurn, [p]: { ...(now?.turn === s.turn.number ? now : {}), turn: s.turn.number, acted: true } };
}

// ---- queries (read by card code) -------------------------------------------------------------

/** Whether this creature (this object, CR 400.7) was declared as an attacker this turn (CR 508.1). */
export function attackedThisTurn(g: Game, id: string): boolean {
  return !!g.state.history.attacked?.includes(id) || !!g.obj(id)?.attacking;
}

/**
 * Whether this creature (this object) could have been declared as an attacker this turn (CR
 * 508.1a), recorded only in games holding a card that asks (Season of the Witch); undefined when
 * no declaration of attackers was seen this turn (a scenario begun after it).
 */
export function couldAttackThisTurn(g: Game, id: string): boolean | undefined {
  const l = g.state.history.couldAttack;
  return l ? l.includes(id) : undefined;
}

/**
 * Whether this permanent (this object) was untapped as this turn began (CR 500.1), recorded only in
 * games holding a card that asks (Rasputin Dreamweaver); undefined when not recorded this turn.
 */
export function startedTurnUntapped(g: Game, id: string): boolean | undefined {
  const l = g.state.history.untappedAtStart;
  return l ? l.includes(id) : undefined;
}

/** Whether this creature (this object) was declared as a blocker this turn (CR 509.1). */
/** Whether a player attacked this turn: declared an attacking creature (only the active player attacks, CR 506.2, 508.1a). */
export function playerAttackedThisTurn(g: Game, p: PlayerId): boolean {
  return p === g.state.turn.active && (!!g.state.history.attacked?.length || g.battlefield().some((o) => !!o.attacking));
}

export function blockedThisTurn(g: Game, id: string): boolean {
  return !!g.state.history.blocked?.includes(id) || !!g.obj(id)?.blocking?.length;
}

/** Whether this attacking creature (this object) was blocked this turn (CR 509.1h); a scenario's `blocking` counts. */
export function wasBlockedThisTurn(g: Game, id: string): boolean {
  return !!g.state.history.blocks?.some((b) => b.attacker === id) || g.battlefield().some((o) => !!o.blocking?.includes(id));
}

/**
 * The creatures `blocker` (this object) was declared to block this turn (CR 509.1), with the
 * attacker's controller then (Glyph of Doom, Glyph of Reincarnation); a scenario's `blocking` counts.
 */
export function blockedByThisTurn(g: Game, blocker: string): { attacker: string; attackerController: PlayerId }[] {
  const out = (g.state.history.blocks ?? []).filter((b) => b.blocker === blocker).map((b) => ({ attacker: b.attacker, attackerController: b.attackerController }));
  for (const a of g.obj(blocker)?.blocking ?? []) if (!out.some((x) => x.attacker === a)) out.push({ attacker: a, attackerController: g.state.turn.active });
  return out;
}

/** How many creatures were put into a graveyard from the battlefield this turn (CR 700.4), whoever's. */
export function creaturesDiedThisTurn(g: Game): number {
  return g.state.history.died?.length ?? 0;
}

/** Damage records of this turn (CR 120) that pass a test. */
export function damageThisTurn(g: Game, test: (r: DamageRecord) => boolean = () => true): DamageRecord[] {
  return (g.state.history.damage ?? []).filter(test);
}

/** The total damage dealt this turn that passes a test. */
export function totalDamageThisTurn(g: Game, test: (r: DamageRecord) => boolean = () => true): number {
  return damageThisTurn(g, test).reduce((n, r) => n + r.amount, 0);
}

/** The players a source (this object, CR 400.7) has dealt damage to this game (The Fallen). */
export function playersDamagedThisGameBy(g: Game, source: string): PlayerId[] {
  return g.state.history.damagedPlayers?.[source] ?? [];
}

/** The players a source (this object) dealt damage to this turn. */
export function playersDamagedBy(g: Game, source: string): PlayerId[] {
  const out: PlayerId[] = [];
  for (const r of damageThisTurn(g, (x) => x.source === source)) if (g.isPlayer(r.to) && !out.includes(r.to)) out.push(r.to);
  return out;
}

/** The cards a player drew this turn, in order, as the objects they were put into hand as. */
export function drawnThisTurn(g: Game, p: PlayerId): string[] {
  return (g.state.history.drawn ?? []).filter((d) => d.player === p).map((d) => d.object);
}

/** The last card a player drew this turn (the object put into their hand), if any. */
export function lastDrawnThisTurn(g: Game, p: PlayerId): string | undefined {
  const d = drawnThisTurn(g, p);
  return d[d.length - 1];
}

/** How many untapped lands a player controlled at the beginning of this turn (0 if unknown). */
export function untappedLandsAtTurnStart(g: Game, p: PlayerId): number {
  return g.state.history.untappedLands?.[p] ?? 0;
}

/** The permanents (these objects) tapped this turn to pay costs of `source`'s spells or abilities (CR 118.3). */
export function tappedForCostsOf(g: Game, source: string): string[] {
  return (g.state.history.costTaps ?? []).filter((r) => r.source === source).map((r) => r.object);
}

/** Spells cast this turn, in order. */
export function spellsCastThisTurn(g: Game): NonNullable<TurnHistory["cast"]> {
  return g.state.history.cast ?? [];
}

/**
 * Whether this creature attacked during player `p`'s last turn: the turn before this one if this
 * is `p`'s turn, else `p`'s latest turn (Giant Turtle; ruling: only that player's turns count).
 */
export function attackedDuringLastTurnOf(g: Game, id: string, p: PlayerId): boolean {
  const latest = g.state.history.latestTurn?.[p];
  const ids = g.state.turn.active === p ? latest?.previousAttacked : latest?.attacked;
  return !!ids?.includes(id);
}

/** Whether a player cast a spell or put a nontoken permanent onto the battlefield during their latest turn. */
export function actedDuringLatestTurn(g: Game, p: PlayerId): boolean {
  return !!g.state.history.latestTurn?.[p]?.acted;
}
