/**
 * viewFor(state, player): what one player may see (CR 400.2: libraries and hands are hidden).
 * Hidden cards carry no name and no id, so nothing about them can leak.
 */
import type { Outcome, PlayerId, Step } from "../types";
import { PLAYERS } from "../types";
import { cardDef } from "../cards/registry";
import { Game } from "./game";
import type { GameObject, GameState } from "./state";

export interface CardView {
  id: string;
  name: string;
  owner: PlayerId;
  controller: PlayerId;
  types: string[];
  subtypes: string[];
  colors: string[];
  manaValue: number;
  power?: number;
  toughness?: number;
  tapped: boolean;
  sick: boolean;
  damage: number;
  counters: Record<string, number>;
  keywords: string[];
  attachedTo?: string;
  attacking?: boolean;
  blocking?: string;
  blockedBy?: string[];
  implemented: boolean;
}

export interface StackItemView {
  id: string;
  kind: "spell" | "ability";
  name: string;
  controller: PlayerId;
  source: string;
  targets: string[];
  x?: number;
}

export interface PlayerView {
  you: PlayerId;
  turn: { number: number; active: PlayerId; step: Step; serial: number };
  priority: PlayerId | null;
  decision: { kind: string; player: PlayerId; prompt?: string; count?: number; attacker?: string; choiceType?: string; cost?: string; item?: string } | null;
  outcome: Outcome | null;
  players: Record<PlayerId, {
    id: PlayerId; name: string; life: number; poison: number; manaPool: string[]; libraryCount: number;
    handCount: number; hand: CardView[] | null; graveyard: CardView[]; exile: CardView[]; landsPlayed: number;
  }>;
  battlefield: CardView[];
  stack: StackItemView[];
}

export function cardView(g: Game, o: GameObject): CardView {
  const c = g.chars(o);
  const v: CardView = {
    id: o.id, name: o.name, owner: o.owner, controller: o.controller, types: c.types, subtypes: c.subtypes,
    colors: c.colors, manaValue: c.manaValue, tapped: o.tapped, sick: o.sick, damage: o.damage,
    counters: { ...o.counters }, keywords: [...c.keywords], implemented: !!cardDef(o.name),
  };
  if (c.types.includes("Creature")) { v.power = c.power; v.toughness = c.toughness; }
  if (o.attachedTo) v.attachedTo = o.attachedTo;
  if (o.attacking) v.attacking = true;
  if (o.blocking) v.blocking = o.blocking;
  if (o.blockedBy) v.blockedBy = [...o.blockedBy];
  return v;
}

export function viewForState(state: GameState, you: PlayerId): PlayerView {
  const g = new Game(state);
  const d = state.decision;
  const decision = d ? {
    kind: d.kind, player: d.player,
    ...(d.kind === "choose" ? { prompt: d.prompt, choiceType: d.choice.type } : {}),
    ...("count" in d ? { count: d.count } : {}),
    ...(d.kind === "assign_damage" ? { attacker: d.attacker } : {}),
    ...(d.kind === "payment" ? { cost: d.cost, item: d.item } : {}),
  } : null;
  const players = {} as PlayerView["players"];
  for (const p of PLAYERS) {
    const pl = state.players[p];
    players[p] = {
      id: p, name: pl.name, life: pl.life, poison: pl.poison, manaPool: [...pl.manaPool], libraryCount: pl.library.length,
      handCount: pl.hand.length, hand: p === you ? pl.hand.map((id) => cardView(g, state.objects[id]!)) : null,
      graveyard: pl.graveyard.map((id) => cardView(g, state.objects[id]!)),
      exile: pl.exile.map((id) => cardView(g, state.objects[id]!)), landsPlayed: pl.landsPlayed,
    };
  }
  return {
    you, turn: { ...state.turn }, priority: state.priority, decision, outcome: state.outcome, players,
    battlefield: state.battlefield.map((id) => cardView(g, state.objects[id]!)),
    stack: state.stack.map((i) => ({ id: i.id, kind: i.kind, name: i.name, controller: i.controller, source: i.source, targets: [...i.targets], ...(i.x !== undefined ? { x: i.x } : {}) })),
  };
}
