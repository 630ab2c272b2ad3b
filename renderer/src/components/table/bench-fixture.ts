/**
 * A made-up table for `moxen bench ui` (page address with `fixture=table<N>`): N permanents
 * split between the players and a Lightning Bolt in hand whose legal targets are every
 * creature, so dragging it lights up the whole battlefield. Nothing is sent to a real match:
 * submitting fails harmlessly (match -1 does not exist).
 */
import type { CardView, LegalOptions, PlayerView } from "../../../../engine/index";
import type { MatchSummary, MatchUpdate } from "../../../../app/shared/contract/match";

const CREATURES: [string, string[], number, number][] = [
  ["Grizzly Bears", ["G"], 2, 2],
  ["Hill Giant", ["R"], 3, 3],
  ["Llanowar Elves", ["G"], 1, 1],
  ["Craw Wurm", ["G"], 6, 4],
  ["Mons's Goblin Raiders", ["R"], 1, 1],
];
const LANDS = ["Forest", "Mountain", "Taiga"];

function card(id: string, name: string, controller: "A" | "B", land: boolean, i: number): CardView {
  const c = CREATURES[i % CREATURES.length]!;
  return {
    id,
    name: land ? LANDS[i % LANDS.length]! : c[0],
    owner: controller,
    controller,
    types: land ? ["Land"] : ["Creature"],
    subtypes: [],
    supertypes: [],
    colors: land ? [] : c[1],
    manaValue: land ? 0 : 2,
    ...(land ? {} : { power: c[2], toughness: c[3] }),
    tapped: i % 4 === 0,
    sick: false,
    damage: 0,
    counters: {},
    keywords: [],
    abilities: [],
    implemented: true,
  };
}

export function benchFixture(n: number): { update: MatchUpdate; summary: MatchSummary } {
  const battlefield: CardView[] = [];
  for (let i = 0; i < n; i++) {
    const controller = i % 2 === 0 ? "A" : "B";
    battlefield.push(card(`o${i + 1}`, "", controller, i % 4 < 2, Math.floor(i / 2)));
  }
  const hand: CardView[] = ["Lightning Bolt", "Giant Growth", "Hill Giant", "Mountain", "Fireball"].map((name, i) => ({
    ...card(`h${i + 1}`, name, "A", name === "Mountain", i),
    name,
    colors: name === "Mountain" ? [] : name === "Giant Growth" ? ["G"] : ["R"],
    types: name === "Mountain" ? ["Land"] : name === "Hill Giant" ? ["Creature"] : ["Instant"],
    tapped: false,
  }));
  const player = (id: "A" | "B", name: string) => ({
    id, name, life: 20, poison: 0, manaPool: [], libraryCount: 40, handCount: id === "A" ? hand.length : 5,
    hand: id === "A" ? hand : null, graveyard: [], exile: [], landsPlayed: 0,
  });
  const view: PlayerView = {
    you: "A",
    turn: { number: 7, active: "A", step: "precombat_main", serial: 80 },
    priority: "A",
    decision: null,
    outcome: null,
    players: { A: player("A", "You"), B: player("B", "Bench") },
    battlefield,
    stack: [],
  };
  const creatures = battlefield.filter((c) => c.types.includes("Creature")).map((c) => c.id);
  const legal: LegalOptions = {
    player: "A", pass: true, play: [], activate: [],
    cast: [{ card: "h1", name: "Lightning Bolt", manaCost: "{R}", costs: [], targets: [{ text: "any target", candidates: [...creatures, "A", "B"] }] }],
  };
  const update: MatchUpdate = {
    matchId: -1, seat: "A", step: 1, status: "playing", view, legal, mustAct: "A", thinking: false,
    events: [`Bench table: ${n} permanents`], reset: true, result: null, problem: null, hash: null,
  };
  const seat = { name: "Bench", control: "computer" as const, deck: "bench" };
  const summary: MatchSummary = {
    id: -1, kind: "local-ai", status: "playing", yourSeat: "A", seats: { A: { ...seat, name: "You", control: "you" }, B: seat },
    result: null, steps: 1, turn: 7, reward: null, problem: null, createdAt: "", updatedAt: "", finishedAt: null,
  };
  return { update, summary };
}
