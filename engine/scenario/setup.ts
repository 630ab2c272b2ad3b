/** Builds a game state from a scenario's position (scenario-format.md "Players", "Stack", "Additions"). */
import type { PlayerId } from "../types";
import { other, PLAYERS } from "../types";
import { cardData } from "../cards/data";
import { isImplementedName, tokenDefOf } from "../cards/registry";
import { givePriority } from "../core/flow";
import { combatNeedsFirstStrikeStep } from "../core/combat";
import { Game } from "../core/game";
import { parseManaString } from "../core/mana";
import { addCard, anteAtStart, emptyState } from "../core/setup";
import { noteTokenKind, tokenCardNumber } from "../core/tokens";
import type { GameObject, GameState, StackItem } from "../core/state";
import { FormatError, type Scenario, type ZoneEntry } from "./format";

export interface ScenarioGame {
  state: GameState;
  /** Scenario ids → physical card index; ids follow the card through zones. */
  ids: Record<string, number>;
  /**
   * Ids given to sideboard cards (CR 400.11: outside the game, names only): bound in `ids` to the
   * physical card the first time the card is found in the game (Ring of Ma'rûf brings it in).
   */
  outside?: Record<string, { player: PlayerId; name: string }>;
  /** Physical cards made at setup; a card brought in from outside the game has a higher index. */
  setupCards?: number;
}

const ZONES = ["library", "hand", "graveyard", "exile", "battlefield", "ante"] as const;

export function checkCardName(name: string, field: string): void {
  if (!cardData(name)) throw new FormatError(`field "${field}": "${name}" is not a classic card name (use the Oracle spelling)`);
  if (!isImplementedName(name)) throw new FormatError(`field "${field}": ${name} is not implemented by the engine yet`);
}

/** A token on the battlefield at setup (CR 111): an object without a physical card. */
function addToken(s: GameState, name: string, owner: PlayerId, controller: PlayerId): GameObject {
  const o: GameObject = {
    id: "o" + s.nextId, card: tokenCardNumber(s), name, owner, controller, baseController: controller, zone: "battlefield",
    tapped: false, sick: false, damage: 0, counters: {}, timestamp: s.nextTimestamp++,
  };
  s.nextId++;
  s.objects[o.id] = o;
  s.battlefield.push(o.id);
  s.tokens = (s.tokens ?? 0) + 1;
  noteTokenKind(s, name);
  return o;
}

export function setupScenario(sc: Scenario, resolveRef: (g: ScenarioGame, ref: string, field: string) => string): ScenarioGame {
  const { dexterity: _dexterity, ...rules } = sc.rules ?? {}; // a match option, not a game rule (format.ts)
  const state = emptyState(sc.seed ?? 1, rules);
  const sg: ScenarioGame = { state, ids: {} };
  if (sc.coins?.length) state.coins = [...sc.coins];
  const turn = { number: sc.turn?.number ?? 1, active: sc.turn?.active ?? "A", step: sc.turn?.step ?? "precombat_main" };
  state.turn = { number: turn.number, active: turn.active, step: turn.step, serial: 1 };
  // Players alternate turns from turn 1 (extra turns aside), so the first player follows from the parity.
  state.firstPlayer = turn.number % 2 === 1 || turn.number === 0 ? turn.active : other(turn.active);
  const pending: { obj: GameObject; entry: Exclude<ZoneEntry, string>; field: string }[] = [];
  for (const p of PLAYERS) {
    const sp = sc.players?.[p] ?? {};
    const pl = state.players[p];
    if (sp.life !== undefined) pl.life = sp.life;
    if (sp.poison !== undefined) pl.poison = sp.poison;
    if (sp.landsPlayed !== undefined) pl.landsPlayed = sp.landsPlayed;
    if (sp.manaPool) {
      try { pl.manaPool = parseManaString(sp.manaPool); } catch (e) { throw new FormatError(`field "players.${p}.manaPool": ${(e as Error).message}`); }
    }
    // CR 400.11, 100.4a: the sideboard is outside the game: names, not cards in a zone.
    (sp.sideboard ?? []).forEach((entry, i) => checkCardName(typeof entry === "string" ? entry : entry.card, `players.${p}.sideboard[${i}]${typeof entry === "string" ? "" : ".card"}`));
    if (sp.sideboard?.length) pl.sideboard = sp.sideboard.map((e) => (typeof e === "string" ? e : e.card));
    (sp.sideboard ?? []).forEach((e, i) => {
      if (typeof e === "string" || !e.id) return;
      if (e.id in sg.ids || e.id in (sg.outside ?? {})) throw new FormatError(`field "players.${p}.sideboard[${i}].id": "${e.id}" is used twice`);
      (sg.outside ??= {})[e.id] = { player: p, name: e.card };
    });
    for (const zone of ZONES) {
      (sp[zone] ?? []).forEach((entry, i) => {
        const field = `players.${p}.${zone}[${i}]`;
        const e = typeof entry === "string" ? { card: entry } : entry;
        if (e.faceDown && (zone !== "battlefield" || e.token)) throw new FormatError(`field "${field}.faceDown": only a card on the battlefield is set up face down (CR 708, Illusionary Mask)`);
        if (e.token) {
          // CR 111.4, 704.5d: a token exists only on the battlefield, named as the card that makes it names it.
          if (zone !== "battlefield") throw new FormatError(`field "${field}.token": a token exists only on the battlefield (CR 704.5d)`);
          if (!tokenDefOf(e.card)) throw new FormatError(`field "${field}.card": no implemented card makes a token named "${e.card}" (CR 111.4: e.g. "Saproling Token", or the name the card gives it)`);
        } else checkCardName(e.card, `${field}.card`);
        // A player's battlefield lists what they control; other zones are the owner's (CR 400.3).
        const owner: PlayerId = e.owner ?? p;
        if (zone !== "battlefield" && owner !== p) throw new FormatError(`field "${field}.owner": a card in ${zone === "ante" ? "the ante is listed under its owner" : `a ${zone} belongs to that zone's player`}`);
        const o = e.token ? addToken(state, e.card, owner, p) : addCard(state, e.card, owner, zone, p);
        if (e.id) {
          if (e.id in sg.ids || e.id in (sg.outside ?? {})) throw new FormatError(`field "${field}.id": "${e.id}" is used twice`);
          sg.ids[e.id] = o.card;
        }
        // Counters on a card in any zone (CR 122.1: "exiled with a scream counter on it", All Hallow's Eve).
        if (e.counters) o.counters = { ...e.counters };
        if (zone === "battlefield") {
          o.tapped = !!e.tapped;
          o.sick = !!e.sick;
          o.damage = e.damage ?? 0;
          // A face-down creature (CR 708), as Illusionary Mask casts one: its replacement applies to it.
          if (e.faceDown) { o.faceDown = true; o.masked = true; }
          if (e.attacking) {
            if (p !== turn.active) throw new FormatError(`field "${field}.attacking": only the active player's creatures attack`);
            o.attacking = true;
            o.blockedBy = [];
            state.attackersDeclared = true;
            // Declared as an attacker this turn (CR 508.1): "attacked this turn" (engine/core/history.ts).
            state.history.attacked = [...(state.history.attacked ?? []), o.id];
          }
          pending.push({ obj: o, entry: e, field });
        }
      });
    }
  }
  // Links between objects, now that every object exists.
  const g0 = new Game(state);
  for (const { obj, entry, field } of pending) {
    if (entry.attachedTo) {
      obj.attachedTo = resolveRef(sg, entry.attachedTo, `${field}.attachedTo`);
      // An Aura that may stay only on what it put onto the battlefield (Animate Dead) is linked to it (CR 607).
      if (g0.chars(obj).def?.stillEnchants && !g0.isPlayer(obj.attachedTo)) obj.links = [obj.attachedTo];
    }
    if (entry.blocking) {
      const a = state.objects[resolveRef(sg, entry.blocking, `${field}.blocking`)];
      if (!a || !a.attacking) throw new FormatError(`field "${field}.blocking": "${entry.blocking}" is not an attacking creature`);
      obj.blocking = [...(obj.blocking ?? []), a.id];
      a.blockedBy = [...(a.blockedBy ?? []), obj.id];
      a.blocked = true;
    }
    // "As this enters, choose an opponent": with two players, the only opponent (CR 614.12).
    if (g0.chars(obj).def?.replacements?.some((r) => r.enters === "choose" && r.choose === "opponent")) obj.chosen = { player: other(obj.controller) };
  }
  // A permanent listed under a player other than its owner, when a control-changing effect (layer 2)
  // gives it to that player, returns to its owner when the effect ends. Controllers are then brought
  // up to date without making anything summoning sick: `sick` says that (CR 302.6).
  Game.forget(state);
  for (const { obj } of pending) {
    if (obj.owner === obj.controller) continue;
    const listed = obj.controller;
    obj.baseController = obj.owner;
    Game.forget(state);
    if (new Game(state).chars(obj).controller !== listed) obj.baseController = listed;
  }
  Game.forget(state);
  const g1 = new Game(state);
  for (const { obj } of pending) obj.controller = g1.chars(obj).controller;
  Game.forget(state);
  (sc.stack ?? []).forEach((e, i) => {
    checkCardName(e.card, `stack[${i}].card`);
    const o = addCard(state, e.card, e.controller, "stack");
    if (e.id) sg.ids[e.id] = o.card;
    const item: StackItem = {
      id: o.id, kind: "spell", name: o.name, controller: e.controller, source: o.id, sourceCard: o.card,
      targets: (e.targets ?? []).map((t, k) => resolveRef(sg, t, `stack[${i}].targets[${k}]`)),
      ...(e.x !== undefined ? { x: e.x } : {}), ...(e.choices ? { choices: e.choices as never } : {}),
    };
    state.stack.push(item);
  });
  if (sg.outside) sg.setupCards = state.cards.length;
  Game.forget(state);
  const g = new Game(state);
  if (turn.step === "first_strike_damage") {
    // Starting at priority in the first-strike damage step: first-strike damage has been dealt (CR 510.4),
    // so the creatures that had first strike don't deal damage again in the regular step.
    if (!combatNeedsFirstStrikeStep(g)) throw new FormatError(`field "turn.step": first_strike_damage needs an attacking or blocking creature with first strike`);
    state.combatHadFirstStrike = true;
    for (const o of g.battlefield()) {
      const kw = g.chars(o).keywords;
      if ((o.attacking || o.blocking) && (kw.has("first strike") || kw.has("double strike"))) o.dealtFirstStrike = true;
    }
  }
  // A scenario starts before the game when it says turn 0 or opens with a mulligan decision.
  const first = sc.actions?.[0]?.do;
  if (turn.number === 0 || first === "mulligan" || first === "keep") {
    // CR 407.2: playing for ante, each player antes the top card of their library before the
    // opening hands are drawn, unless the scenario lists the ante itself.
    state.firstPlayer = turn.active;
    if (!PLAYERS.some((p) => sc.players?.[p]?.ante?.length)) anteAtStart(g);
    // Opening hands: as listed, or the top seven of the library when no hand is given (CR 103.5).
    for (const p of PLAYERS) if (!sc.players?.[p]?.hand?.length) g.draw(p, Math.min(7, state.players[p].library.length));
    state.firstPlayer = turn.active;
    state.turn.number = 0;
    state.decision = { kind: "mulligan", player: turn.active }; // the starting player decides first
    return sg;
  }
  // The moment the active player would receive priority: state-based actions apply first.
  givePriority(g, turn.active);
  return sg;
}
