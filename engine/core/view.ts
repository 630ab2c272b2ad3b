/**
 * viewFor(state, player): what one player may see (CR 400.2: libraries and hands are hidden).
 * Hidden cards carry no name and no id, so nothing about them can leak.
 */
import type { Outcome, PlayerId, Step } from "../types";
import { PLAYERS } from "../types";
import { isImplementedName } from "../cards/registry";
import { Game } from "./game";
import { activatedAbilities, colorsNow, isPlainTapMana, type AbilityRef } from "./mana";
import { answerableChoice } from "./decisions";
import { openCards } from "./open-cards";
import { answererOf, type Choice, type GameObject, type GameState, type Resume } from "./state";
import { controllerOfPlayer } from "./player-control";

export interface AbilityView {
  /** 1-based among the object's activated abilities (the `ability` of an activate action). */
  number: number;
  text: string;
  mana: boolean;
  /** A mana ability: the colors (or C) it can make, and whether {T} is all it costs. */
  manaColors?: string[];
  manaAmount?: number;
  tapOnly?: boolean;
}

export interface CardView {
  id: string;
  name: string;
  owner: PlayerId;
  controller: PlayerId;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: string[];
  manaValue: number;
  power?: number;
  toughness?: number;
  tapped: boolean;
  sick: boolean;
  damage: number;
  counters: Record<string, number>;
  keywords: string[];
  /** Activated abilities it has now (printed and granted), with their words. */
  abilities: AbilityView[];
  attachedTo?: string;
  attacking?: boolean;
  /** The (first) attacker it blocks; `blockingAll` lists every one. */
  blocking?: string;
  blockingAll?: string[];
  blockedBy?: string[];
  /** An attacking creature's band (CR 702.22c): creatures with the same `band` attack as one band. */
  band?: string;
  /** Choices made as it entered (the chosen player, color or number). */
  chosen?: GameObject["chosen"];
  token?: boolean;
  /** CR 702.26b: a phased-out permanent (on the battlefield, treated as though it doesn't exist). */
  phasedOut?: true;
  implemented: boolean;
  /**
   * CR 406.3: a card exiled face down: nobody may look at it, so only this, its owner and its id are shown.
   * CR 708 (Illusionary Mask): a face-down spell or permanent, shown with its face-down characteristics
   * (a nameless 2/2 creature, CR 708.2a) and its state.
   */
  faceDown?: true;
  /** A face-down spell or permanent's card, for its controller alone (CR 708.5: they may look at it). */
  faceDownCard?: string;
}

export interface StackItemView {
  id: string;
  kind: "spell" | "ability";
  name: string;
  controller: PlayerId;
  source: string;
  targets: string[];
  x?: number;
  mode?: number;
  /** The ability's words, for an ability, its source named ("At the beginning of your upkeep, Juzám Djinn deals 1 damage to you."). */
  text?: string;
  /** A triggered ability (CR 603), not an activated one. */
  triggered?: true;
  /** A face-down spell (CR 708): no name; its card for its controller alone (CR 708.5). */
  faceDown?: true;
  faceDownCard?: string;
}

export interface DecisionView {
  kind: string;
  player: PlayerId;
  /** CR 723.5: the player who makes this decision for `player`, who is controlled (Word of Command); absent: `player`. */
  by?: PlayerId;
  /** "Play" questions (Word of Command): the card to play for the controlled player. */
  card?: string;
  prompt?: string;
  count?: number;
  attacker?: string;
  choiceType?: Choice["type"];
  cost?: string;
  item?: string;
  /** The question in full, for the player who answers it. */
  choice?: Choice;
  /** Names of the cards a card choice offers, for the player who answers it (they may be in a hidden zone). */
  cards?: { id: string; name: string }[];
  /** What the question is for: a resolving spell or ability, triggers going on the stack, discarding to hand size, the mulligan… */
  purpose?: Resume["at"];
  /** For ordering triggered abilities: each one's source name and words. */
  triggers?: { id: string; name: string; text: string }[];
}

export interface PlayerView {
  you: PlayerId;
  turn: { number: number; active: PlayerId; step: Step; serial: number };
  priority: PlayerId | null;
  decision: DecisionView | null;
  outcome: Outcome | null;
  players: Record<PlayerId, {
    id: PlayerId; name: string; life: number; poison: number; manaPool: string[]; libraryCount: number;
    handCount: number; hand: CardView[] | null; graveyard: CardView[]; exile: CardView[]; landsPlayed: number;
    /** CR 723: another player controls this one until the spell `until` finishes resolving (Word of Command). */
    controlledBy?: { player: PlayerId; until: string };
    /**
     * This player's hand and library cards that every player may see now (CR 701.20a: "play with
     * their hands revealed", "the top card of their libraries revealed"; open-cards.ts); absent if none.
     */
    revealed?: CardView[];
    /** The top card of this player's library when it is among `revealed` (Field of Dreams). */
    libraryTop?: CardView;
    /**
     * CR 407.2: the cards this player owns in the ante zone, which any player may examine at any
     * time; present when the game is played for ante or the ante holds cards.
     */
    ante?: CardView[];
    /** Their sideboard (cards outside the game, CR 400.11a), by name: for that player alone. */
    sideboard?: string[];
  }>;
  battlefield: CardView[];
  stack: StackItemView[];
  /**
   * CR 729: present while a subgame is played (this view is the subgame's): how deep (1, or 2 for a
   * subgame of a subgame), the card that started it, and a summary of the main game it discontinued
   * (the one just outside), which resumes when the subgame ends.
   */
  subgame?: SubgameView;
}

export interface SubgameView {
  depth: number;
  source: string;
  main: {
    turn: { number: number; active: PlayerId; step: Step };
    players: Record<PlayerId, { name: string; life: number; poison: number; handCount: number; graveyardCount: number; exileCount: number; permanents: number }>;
  };
}

export function cardView(g: Game, o: GameObject, you?: PlayerId): CardView {
  if (o.faceDown && o.zone === "exile") return faceDownView(o);
  const c = g.chars(o);
  const v: CardView = {
    id: o.id, name: o.faceDown || o.copy?.faceDown ? c.name : o.name, owner: o.owner, controller: c.controller, types: c.types, subtypes: c.subtypes, supertypes: c.supertypes,
    colors: c.colors, manaValue: c.manaValue, tapped: o.tapped, sick: o.sick, damage: o.damage,
    counters: { ...o.counters }, keywords: [...c.keywords],
    abilities: o.zone === "battlefield" && !o.phasedOut ? activatedAbilities(g, o).map((r) => abilityView(g, r)) : [],
    implemented: o.card < 0 || isImplementedName(o.name), // a token's rules are its creator's (CR 111.3)
  };
  if (c.types.includes("Creature")) { v.power = c.power; v.toughness = c.toughness; }
  if (o.attachedTo) v.attachedTo = o.attachedTo;
  if (o.attacking) v.attacking = true;
  if (o.blocking?.length) { v.blocking = o.blocking[0]; v.blockingAll = [...o.blocking]; }
  if (o.blockedBy) v.blockedBy = [...o.blockedBy];
  if (o.band) v.band = o.band;
  if (o.chosen) v.chosen = { ...o.chosen };
  if (o.card < 0) v.token = true;
  if (o.phasedOut) v.phasedOut = true; // CR 702.26b: shown, marked as treated as though it doesn't exist
  if (o.faceDown) {
    // CR 708.2a, 708.5: a face-down spell or permanent; its controller may look at its card.
    v.faceDown = true;
    if (you !== undefined && you === c.controller && o.name !== "") v.faceDownCard = o.name;
  }
  return v;
}

/**
 * CR 406.3 (Knowledge Vault, ruling 2009-10-01): a card exiled face down is shown to no player, its
 * owner included: an unknown card (no name, no characteristics) that is face down.
 */
function faceDownView(o: GameObject): CardView {
  return {
    id: o.id, name: "", owner: o.owner, controller: o.owner, types: [], subtypes: [], supertypes: [], colors: [], manaValue: 0,
    tapped: false, sick: false, damage: 0, counters: {}, keywords: [], abilities: [], implemented: true, faceDown: true,
  };
}

function abilityView(g: Game, r: AbilityRef): AbilityView {
  const v: AbilityView = { number: r.number, text: r.def.text, mana: !!r.def.mana };
  if (r.def.mana) {
    v.manaColors = [...colorsNow(g, r.obj, r.def)];
    v.manaAmount = r.def.mana.fixed?.length ?? r.def.mana.anyColor ?? 1;
    v.tapOnly = isPlainTapMana(r.def);
  }
  return v;
}

function decisionView(g: Game, you: PlayerId): DecisionView | null {
  const d = g.state.decision;
  if (!d) return null;
  const v: DecisionView = { kind: d.kind, player: d.player };
  const answerer = answererOf(d);
  if (answerer !== d.player) v.by = answerer;
  if (d.kind === "assign_damage") v.attacker = d.attacker;
  if (d.kind === "payment") { v.cost = d.cost; v.item = d.item; }
  if (d.kind === "choose") {
    v.prompt = d.prompt;
    v.choiceType = d.choice.type;
    v.purpose = d.resume.at;
    if (d.choice.type === "pay") v.cost = d.choice.cost;
    if (d.choice.type === "cards") v.count = d.choice.min;
    const top = g.state.stack[g.state.stack.length - 1];
    if (d.resume.at === "resolve" && top) v.item = top.id;
    if (d.choice.type === "play") v.card = d.choice.card;
    if (answerer === you) {
      const choice = answerableChoice(g, d.choice); // a search: the cards that may be found
      v.choice = choice;
      if (choice.type === "cards") v.cards = choice.from.map((id) => ({ id, name: g.obj(id)?.name ?? "?" }));
      if (d.choice.type === "order") {
        v.triggers = d.choice.items.map((id) => {
          const t = g.state.pendingTriggers.find((x) => x.id === id);
          return { id, name: t?.name ?? "?", text: (t && abilityText(t.ability)) ?? "" };
        });
      }
    }
  }
  return v;
}

export function viewForState(state: GameState, you: PlayerId): PlayerView {
  const g = new Game(state);
  const players = {} as PlayerView["players"];
  for (const p of PLAYERS) {
    const pl = state.players[p];
    players[p] = {
      id: p, name: pl.name, life: pl.life, poison: pl.poison, manaPool: [...pl.manaPool], libraryCount: pl.library.length,
      // CR 723.4: the controller of a player sees what that player sees, their hand included.
      handCount: pl.hand.length, hand: p === you || controllerOfPlayer(state, p) === you ? pl.hand.map((id) => cardView(g, state.objects[id]!)) : null,
      graveyard: pl.graveyard.map((id) => cardView(g, state.objects[id]!)),
      exile: pl.exile.map((id) => cardView(g, state.objects[id]!)), landsPlayed: pl.landsPlayed,
    };
    const ante = pl.ante ?? [];
    if (state.rules.ante || ante.length) players[p].ante = ante.map((id) => cardView(g, state.objects[id]!));
    if (p === you && pl.sideboard?.length) players[p].sideboard = [...pl.sideboard];
    // CR 723: the player who controls this one now, and until which spell finishes resolving (Word of Command).
    const by = controllerOfPlayer(state, p);
    if (by !== p) players[p].controlledBy = { player: by, until: state.stack[state.stack.length - 1]!.name };
    const open = openCards(g, p);
    if (open.length) {
      players[p].revealed = open.map((id) => cardView(g, state.objects[id]!));
      const top = pl.library[0];
      if (top !== undefined && open.includes(top)) players[p].libraryTop = cardView(g, state.objects[top]!);
    }
  }
  return {
    you, turn: { ...state.turn }, priority: state.priority, decision: decisionView(g, you), outcome: state.outcome, players,
    battlefield: (state.phasedOut ? [...state.battlefield, ...state.phasedOut] : state.battlefield).map((id) => cardView(g, state.objects[id]!, you)),
    stack: state.stack.map((i) => ({
      ...faceDownSpell(state, i, you),
      id: i.id, kind: i.kind, name: i.name, controller: i.controller, source: i.source, targets: [...i.targets],
      ...(i.x !== undefined ? { x: i.x } : {}), ...(i.choices?.mode !== undefined ? { mode: i.choices.mode } : {}),
      ...(i.kind === "ability" && i.ability ? { text: abilityText(i.ability, i.name) } : {}),
      ...(i.kind === "ability" && i.ability && !activatedDef(i.ability) && triggerDef(i.ability) ? { triggered: true as const } : {}),
    })),
    ...(state.main ? { subgame: subgameView(state) } : {}),
  };
}

/** CR 729: what the view of a subgame says of it and of the main game waiting for it. */
function subgameView(state: GameState): SubgameView {
  const m = state.main!;
  const players = {} as SubgameView["main"]["players"];
  for (const p of PLAYERS) {
    const pl = m.players[p];
    players[p] = {
      name: pl.name, life: pl.life, poison: pl.poison, handCount: pl.hand.length, graveyardCount: pl.graveyard.length, exileCount: pl.exile.length,
      permanents: m.battlefield.filter((id) => m.objects[id]?.controller === p).length,
    };
  }
  return { depth: subgameDepth(state), source: subgameSource(state) ?? "a subgame", main: { turn: { number: m.turn.number, active: m.turn.active, step: m.turn.step }, players } };
}

import { activatedDef, triggerDef } from "../cards/registry";
import { selfNamed } from "./self-named";
/** CR 708.2a, 708.5: a face-down spell is shown nameless; its controller sees its card. */
function faceDownSpell(state: GameState, i: GameState["stack"][number], you: PlayerId): { faceDown?: true; faceDownCard?: string } {
  const o = i.kind === "spell" ? state.objects[i.id] : undefined;
  if (!o?.faceDown) return {};
  return { faceDown: true, ...(you === i.controller && o.name !== "" ? { faceDownCard: o.name } : {}) };
}
import { subgameDepth, subgameSource } from "./subgame";
function abilityText(key: string, source?: string): string | undefined {
  const text = activatedDef(key)?.text ?? triggerDef(key)?.text;
  return text !== undefined && source ? selfNamed(text, source) : text;
}

