/**
 * The scenario file format, moxen-scenario/1 (../shared/spec/scenario-format.md, including its
 * "Additions"): types and a validator that names the file's field at fault instead of crashing.
 * A field the format does not define fails the scenario, naming the field, so that a file
 * written for a later release never passes silently.
 */
import { STEPS, type Step } from "../types";

export type ZoneEntry = string | {
  card: string; id?: string; tapped?: boolean; sick?: boolean; damage?: number; counters?: Record<string, number>;
  attachedTo?: string; owner?: "A" | "B"; attacking?: boolean; blocking?: string; token?: boolean; faceDown?: boolean;
};

export interface ScenarioPlayer {
  life?: number; poison?: number; manaPool?: string; landsPlayed?: number;
  hand?: ZoneEntry[]; library?: ZoneEntry[]; graveyard?: ZoneEntry[]; exile?: ZoneEntry[]; battlefield?: ZoneEntry[];
  /** CR 407: the cards this player owns in the ante zone. */
  ante?: ZoneEntry[];
  /** Cards outside the game (CR 400.11): the player's sideboard, up to 15 (Ring of Ma'rûf). */
  sideboard?: ZoneEntry[];
}

export interface ScenarioAction {
  by: "A" | "B";
  do: string;
  reject?: boolean;
  probe?: boolean;
  [key: string]: unknown;
}

export type ZoneExpect = string[] | { ordered: string[] } | { contains: string[] } | { count: number } | { countOf: Record<string, number> };

export interface Scenario {
  format: "moxen-scenario/1";
  name: string;
  description?: string;
  seed?: number;
  rules?: { manaBurn?: boolean; startingLife?: number; maxHandSize?: number; ante?: boolean; dexterity?: boolean };
  coins?: ("won" | "lost")[];
  turn?: { number?: number; active?: "A" | "B"; step?: Step };
  players?: { A?: ScenarioPlayer; B?: ScenarioPlayer };
  stack?: { card: string; controller: "A" | "B"; targets?: string[]; x?: number; id?: string; choices?: Record<string, unknown> }[];
  actions?: ScenarioAction[];
  expect?: {
    turn?: { number?: number; active?: "A" | "B"; step?: Step };
    winner?: "A" | "B" | "draw" | null;
    /** CR 729: how many subgames deep the game being played is (0: the main game; 1: a subgame). */
    subgame?: number;
    stack?: (string | Record<string, unknown>)[] | ZoneExpect;
    players?: Record<string, Record<string, unknown>>;
    objects?: Record<string, Record<string, unknown>>;
  };
  puzzle?: { title?: string; goal?: "win" | "survive"; by?: { turn?: number; step?: Step }; you?: "A" | "B"; hint?: string };
}

export class FormatError extends Error {}

const fail = (field: string, what: string): never => { throw new FormatError(`field "${field}": ${what}`); };
const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === "object" && !Array.isArray(x);
const isInt = (x: unknown) => typeof x === "number" && Number.isInteger(x);
/**
 * Bounds on every number in a file. The spec gives no ranges, so these are the engine's choice:
 * far beyond any real game, far below what breaks arithmetic (turn 1e308 or life -1e18 is a
 * broken file, not a position). Out of range, or a fraction where a whole number is meant, is
 * a field error naming the field.
 */
export const SCENARIO_BOUNDS = {
  /** Turn numbers (0 only where the spec allows "before the game": `turn.number`, `expect.turn.number`). */
  turn: 10_000,
  /** Life totals, power, toughness and numbers a player chooses: -1,000,000 to 1,000,000. */
  life: 1_000_000,
  /** Damage (marked, assigned, divided) and life paid: 0 to 1,000,000. */
  damage: 1_000_000,
  /** Counters of one kind, cards in a zone, lands played, hand size: 0 to 10,000. */
  count: 10_000,
  poison: 1000,
  x: 1000,
  /** 1-based ability and mode numbers. */
  index: 100,
} as const;
const B = SCENARIO_BOUNDS;
const intIn = (x: unknown, min: number, max: number) => isInt(x) && (x as number) >= min && (x as number) <= max;
/** Fails unless `x` is a whole number from `min` to `max`. */
function checkInt(x: unknown, min: number, max: number, field: string, what = "a whole number"): void {
  if (!intIn(x, min, max)) fail(field, `must be ${what} from ${min} to ${max}`);
}
/** Fails unless `x` maps names to whole numbers from 0 to `max`; names the entry at fault. */
function checkAmounts(x: unknown, max: number, field: string, what: string): void {
  if (!isObj(x)) fail(field, `must map ${what} to whole numbers from 0 to ${max}`);
  for (const [k, n] of Object.entries(x as object)) if (!intIn(n, 0, max)) fail(`${field}.${k}`, `must be a whole number from 0 to ${max}`);
}
const TOP_KEYS = ["format", "name", "description", "seed", "rules", "coins", "turn", "players", "stack", "actions", "expect", "puzzle"];
const PLAYER_KEYS = ["life", "poison", "manaPool", "landsPlayed", "hand", "library", "graveyard", "exile", "battlefield", "ante", "sideboard"];
const ENTRY_KEYS = ["card", "id", "tapped", "sick", "damage", "counters", "attachedTo", "owner", "attacking", "blocking", "token", "faceDown"];
const STACK_KEYS = ["card", "controller", "targets", "x", "id", "choices"];
const VERBS = ["pass", "play", "cast", "activate", "attack", "block", "assign", "choose", "advance", "mulligan", "keep"];
const ACTION_KEYS: Record<string, string[]> = {
  pass: [], mulligan: [], keep: [],
  play: ["card"],
  cast: ["card", "targets", "x", "pay", "choices", "costs"],
  activate: ["card", "ability", "targets", "x", "mana", "pay", "choices", "costs"],
  attack: ["attackers", "bands"],
  block: ["blocks"],
  assign: ["attacker", "damage"],
  choose: ["cards", "value", "order"],
  advance: ["to", "turn"],
};
const COST_KEYS = ["sacrifice", "discard", "exile", "tap", "untap", "return", "life", "counters"];
const CHOICE_KEYS = ["mode", "color", "divide"];
const EXPECT_KEYS = ["turn", "winner", "subgame", "stack", "players", "objects"];
const EXPECT_PLAYER_KEYS = ["life", "poison", "manaPool", "landsPlayed", "maxHandSize", "revealed", "hand", "library", "graveyard", "exile", "battlefield", "ante", "sideboard"];
const EXPECT_OBJECT_KEYS = [
  "zone", "tapped", "sick", "power", "toughness", "damage", "counters", "controller", "attachedTo", "name", "types", "subtypes",
  "supertypes", "colors", "keywords", "notKeywords", "owner", "token", "attacking", "blocking", "phasedOut", "faceDown",
];
const PUZZLE_KEYS = ["title", "goal", "by", "you", "hint"];

const refList = (x: unknown) => Array.isArray(x) && x.every((t) => typeof t === "string");

function onlyKeys(o: Record<string, unknown>, allowed: string[], field: string): void {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) fail(`${field}${field ? "." : ""}${k}`, "is not a field this runner knows");
}

function checkEntry(e: unknown, field: string): void {
  if (typeof e === "string") { if (!e) fail(field, "a card name can't be empty"); return; }
  if (!isObj(e)) fail(field, "must be a card name or an object with \"card\"");
  const o = e as Record<string, unknown>;
  if (typeof o.card !== "string" || !o.card) fail(`${field}.card`, "is required and must be a card name");
  onlyKeys(o, ENTRY_KEYS, field);
  if (o.id !== undefined && (typeof o.id !== "string" || !o.id)) fail(`${field}.id`, "must be a non-empty string");
  for (const k of ["tapped", "sick", "attacking", "token", "faceDown"]) if (o[k] !== undefined && typeof o[k] !== "boolean") fail(`${field}.${k}`, "must be true or false");
  if (o.damage !== undefined) checkInt(o.damage, 0, B.damage, `${field}.damage`);
  if (o.counters !== undefined) checkAmounts(o.counters, B.count, `${field}.counters`, "counter kinds");
  if (o.owner !== undefined && o.owner !== "A" && o.owner !== "B") fail(`${field}.owner`, "must be \"A\" or \"B\"");
  for (const k of ["attachedTo", "blocking"]) if (o[k] !== undefined && typeof o[k] !== "string") fail(`${field}.${k}`, "must be a reference");
}

/** The numbers in `choices` (on an action or a stack entry): a mode number and a damage division. */
function checkChoiceNumbers(c: Record<string, unknown>, field: string): void {
  if (c.mode !== undefined) checkInt(c.mode, 1, B.index, `${field}.mode`, "a mode number");
  if (c.divide !== undefined) checkAmounts(c.divide, B.damage, `${field}.divide`, "references");
}

function checkAction(a: unknown, i: number): void {
  const f = `actions[${i}]`;
  if (!isObj(a)) fail(f, "must be an object");
  const o = a as Record<string, unknown>;
  if (o.by !== "A" && o.by !== "B") fail(`${f}.by`, "must be \"A\" or \"B\"");
  if (typeof o.do !== "string" || !VERBS.includes(o.do)) fail(`${f}.do`, `must be one of ${VERBS.join(", ")}`);
  onlyKeys(o, ["by", "do", "reject", "probe", ...ACTION_KEYS[o.do as string]!], f);
  for (const k of ["reject", "probe"]) if (o[k] !== undefined && typeof o[k] !== "boolean") fail(`${f}.${k}`, "must be true or false");
  if (o.do === "advance") {
    if (!STEPS.includes(o.to as Step)) fail(`${f}.to`, `must be a step: ${STEPS.join(", ")}`);
    if (o.turn !== undefined) checkInt(o.turn, 1, B.turn, `${f}.turn`, "a turn number");
  }
  if (["play", "cast", "activate"].includes(o.do as string) && typeof o.card !== "string") fail(`${f}.card`, "is required");
  if (o.do === "attack") {
    if (!refList(o.attackers)) fail(`${f}.attackers`, "must be a list of references");
    if (o.bands !== undefined && (!Array.isArray(o.bands) || !o.bands.every(refList))) fail(`${f}.bands`, "must be a list of lists of references");
  }
  if (o.do === "block" && (!Array.isArray(o.blocks) || !o.blocks.every((b) => isObj(b) && typeof b.blocker === "string" && typeof b.attacker === "string"))) fail(`${f}.blocks`, "must be a list of {blocker, attacker}");
  if (o.do === "assign" && (typeof o.attacker !== "string" || !isObj(o.damage))) fail(f, "assign needs \"attacker\" and \"damage\"");
  if (o.do === "assign") checkAmounts(o.damage, B.damage, `${f}.damage`, "references");
  for (const k of ["targets", "pay", "cards", "order"]) if (o[k] !== undefined && !refList(o[k])) fail(`${f}.${k}`, "must be a list of references");
  if (o.x !== undefined) checkInt(o.x, 0, B.x, `${f}.x`);
  if (o.ability !== undefined) checkInt(o.ability, 1, B.index, `${f}.ability`, "an ability number");
  if (o.value !== undefined && !["boolean", "number", "string"].includes(typeof o.value)) fail(`${f}.value`, "must be true/false, a number, a color, a player or a mode");
  if (typeof o.value === "number") checkInt(o.value, -B.life, B.life, `${f}.value`);
  if (o.choices !== undefined) {
    if (!isObj(o.choices)) fail(`${f}.choices`, "must be an object");
    onlyKeys(o.choices as Record<string, unknown>, CHOICE_KEYS, `${f}.choices`);
    checkChoiceNumbers(o.choices as Record<string, unknown>, `${f}.choices`);
  }
  if (o.costs !== undefined) {
    if (!isObj(o.costs)) fail(`${f}.costs`, "must be an object");
    const c = o.costs as Record<string, unknown>;
    onlyKeys(c, COST_KEYS, `${f}.costs`);
    for (const k of ["sacrifice", "discard", "exile", "tap", "untap", "return"]) if (c[k] !== undefined && !refList(c[k])) fail(`${f}.costs.${k}`, "must be a list of references");
    if (c.life !== undefined) checkInt(c.life, 0, B.damage, `${f}.costs.life`);
    if (c.counters !== undefined) checkAmounts(c.counters, B.count, `${f}.costs.counters`, "counter kinds");
  }
}

function checkZoneExpect(v: unknown, field: string): void {
  if (Array.isArray(v)) { if (!v.every((n) => typeof n === "string")) fail(field, "must list card names"); return; }
  if (!isObj(v)) fail(field, "must be a list of names or {ordered|contains|count|countOf}");
  const keys = Object.keys(v as object);
  if (keys.length !== 1 || !["ordered", "contains", "count", "countOf"].includes(keys[0]!)) fail(field, "must be a list of names or one of {ordered}, {contains}, {count}, {countOf}");
  const z = v as Record<string, unknown>;
  for (const k of ["ordered", "contains"] as const) {
    if (z[k] === undefined) continue;
    if (!Array.isArray(z[k])) fail(`${field}.${k}`, "must be a list of card names");
    const bad = (z[k] as unknown[]).findIndex((n) => typeof n !== "string");
    if (bad >= 0) fail(`${field}.${k}[${bad}]`, `must be a card name (a string), not ${JSON.stringify((z[k] as unknown[])[bad])}`);
  }
  if (z.count !== undefined) checkInt(z.count, 0, B.count, `${field}.count`);
  if (z.countOf !== undefined) checkAmounts(z.countOf, B.count, `${field}.countOf`, "card names");
}

function checkExpect(e: unknown): void {
  if (!isObj(e)) fail("expect", "must be an object");
  const x = e as Record<string, unknown>;
  onlyKeys(x, EXPECT_KEYS, "expect");
  if (x.turn !== undefined) { if (!isObj(x.turn)) fail("expect.turn", "must be an object"); onlyKeys(x.turn as Record<string, unknown>, ["number", "active", "step"], "expect.turn"); }
  if (x.subgame !== undefined) checkInt(x.subgame, 0, 10, "expect.subgame", "a number of subgames (0: the main game)");
  const turnNumber = isObj(x.turn) ? x.turn.number : undefined;
  if (turnNumber !== undefined) checkInt(turnNumber, 0, B.turn, "expect.turn.number", "a turn number");
  if (x.stack !== undefined) {
    if (Array.isArray(x.stack)) {
      x.stack.forEach((it, i) => {
        if (typeof it === "string") return;
        if (!isObj(it)) fail(`expect.stack[${i}]`, "must be a name or {name, controller, targets, x}");
        onlyKeys(it as Record<string, unknown>, ["name", "controller", "targets", "x"], `expect.stack[${i}]`);
        if (it.x !== undefined) checkInt(it.x, 0, B.x, `expect.stack[${i}].x`);
      });
    } else checkZoneExpect(x.stack, "expect.stack");
  }
  for (const [p, pe] of Object.entries((x.players as Record<string, unknown>) ?? {})) {
    if (p !== "A" && p !== "B") fail(`expect.players.${p}`, "players are A and B");
    if (!isObj(pe)) fail(`expect.players.${p}`, "must be an object");
    onlyKeys(pe as Record<string, unknown>, EXPECT_PLAYER_KEYS, `expect.players.${p}`);
    const pv = pe as Record<string, unknown>;
    if (pv.life !== undefined) checkInt(pv.life, -B.life, B.life, `expect.players.${p}.life`);
    if (pv.poison !== undefined) checkInt(pv.poison, 0, B.poison, `expect.players.${p}.poison`);
    for (const k of ["landsPlayed", "maxHandSize"]) if (pv[k] !== undefined) checkInt(pv[k], 0, B.count, `expect.players.${p}.${k}`);
    for (const z of ["hand", "library", "graveyard", "exile", "battlefield", "ante", "sideboard"]) {
      const v = (pe as Record<string, unknown>)[z];
      if (v !== undefined) checkZoneExpect(v, `expect.players.${p}.${z}`);
    }
  }
  for (const [ref, oe] of Object.entries((x.objects as Record<string, unknown>) ?? {})) {
    if (!isObj(oe)) fail(`expect.objects.${ref}`, "must be an object");
    onlyKeys(oe as Record<string, unknown>, EXPECT_OBJECT_KEYS, `expect.objects.${ref}`);
    const ov = oe as Record<string, unknown>;
    for (const k of ["power", "toughness"]) if (ov[k] !== undefined) checkInt(ov[k], -B.life, B.life, `expect.objects.${ref}.${k}`);
    if (ov.damage !== undefined) checkInt(ov.damage, 0, B.damage, `expect.objects.${ref}.damage`);
    if (ov.counters !== undefined) checkAmounts(ov.counters, B.count, `expect.objects.${ref}.counters`, "counter kinds");
  }
}

/** Throws a FormatError naming the field if `x` is not a moxen-scenario/1 document. */
export function validateScenario(x: unknown): Scenario {
  if (!isObj(x)) fail("(top level)", "a scenario must be a JSON object");
  const s = x as Record<string, unknown>;
  if (s.format !== "moxen-scenario/1") fail("format", "is required and must be \"moxen-scenario/1\"");
  if (typeof s.name !== "string" || !s.name) fail("name", "is required and must be a string");
  onlyKeys(s, TOP_KEYS, "");
  if (s.seed !== undefined && !Number.isSafeInteger(s.seed)) fail("seed", "must be a whole number (at most 2^53 - 1 either way)");
  if (s.coins !== undefined && (!Array.isArray(s.coins) || !s.coins.every((c) => c === "won" || c === "lost"))) fail("coins", "must be a list of \"won\" and \"lost\"");
  if (s.rules !== undefined) {
    if (!isObj(s.rules)) fail("rules", "must be an object");
    for (const [k, v] of Object.entries(s.rules as object)) {
      if (k === "manaBurn") { if (typeof v !== "boolean") fail("rules.manaBurn", "must be true or false"); }
      else if (k === "startingLife") checkInt(v, 0, B.life, "rules.startingLife");
      else if (k === "maxHandSize") checkInt(v, 0, B.count, "rules.maxHandSize");
      else if (k === "ante") { if (typeof v !== "boolean") fail("rules.ante", "must be true or false"); } // CR 407
      // README "Dexterity cards": the match option is a deck rule the host checks; a scenario always
      // plays Chaos Orb and Falling Star, so the key is accepted (true or false) and changes nothing.
      else if (k === "dexterity") { if (typeof v !== "boolean") fail("rules.dexterity", "must be true or false"); }
      else fail(`rules.${k}`, "is not a rule the engine knows (manaBurn, startingLife, maxHandSize, ante, dexterity)");
    }
  }
  if (s.turn !== undefined) {
    if (!isObj(s.turn)) fail("turn", "must be an object");
    const t = s.turn as Record<string, unknown>;
    onlyKeys(t, ["number", "active", "step"], "turn");
    if (t.number !== undefined) checkInt(t.number, 0, B.turn, "turn.number", "a turn number");
    if (t.active !== undefined && t.active !== "A" && t.active !== "B") fail("turn.active", "must be \"A\" or \"B\"");
    if (t.step !== undefined && !STEPS.includes(t.step as Step)) fail("turn.step", `must be one of ${STEPS.join(", ")}`);
    if (t.step === "untap" || t.step === "cleanup") fail("turn.step", "a scenario can't start in untap or cleanup, where no player gets priority");
  }
  if (s.players !== undefined) {
    if (!isObj(s.players)) fail("players", "must be an object with A and B");
    for (const [p, v] of Object.entries(s.players as object)) {
      if (p !== "A" && p !== "B") fail(`players.${p}`, "players are A and B");
      if (!isObj(v)) fail(`players.${p}`, "must be an object");
      for (const [k, z] of Object.entries(v as object)) {
        if (!PLAYER_KEYS.includes(k)) fail(`players.${p}.${k}`, "is not a field this runner knows");
        if (k === "life") checkInt(z, -B.life, B.life, `players.${p}.life`);
        else if (k === "poison") checkInt(z, 0, B.poison, `players.${p}.poison`);
        else if (k === "landsPlayed") checkInt(z, 0, B.count, `players.${p}.landsPlayed`);
        else if (k === "manaPool") { if (typeof z !== "string") fail(`players.${p}.manaPool`, "must be a string like \"{R}{G}\""); }
        else {
          if (!Array.isArray(z)) fail(`players.${p}.${k}`, "must be a list of cards");
          (z as unknown[]).forEach((e, i) => checkEntry(e, `players.${p}.${k}[${i}]`));
          if (k === "sideboard") {
            if ((z as unknown[]).length > 15) fail(`players.${p}.sideboard`, "holds at most 15 cards");
            (z as unknown[]).forEach((e, i) => { if (typeof e !== "string" && Object.keys(e as object).some((f) => f !== "card" && f !== "id")) fail(`players.${p}.sideboard[${i}]`, "a card outside the game is only a name (or {\"card\", \"id\"})"); });
          }
        }
      }
    }
  }
  if (s.stack !== undefined) {
    if (!Array.isArray(s.stack)) fail("stack", "must be a list");
    (s.stack as unknown[]).forEach((e, i) => {
      if (!isObj(e) || typeof e.card !== "string") fail(`stack[${i}]`, "must be {\"card\", \"controller\", \"targets\"?}");
      const o = e as Record<string, unknown>;
      onlyKeys(o, STACK_KEYS, `stack[${i}]`);
      if (o.controller !== "A" && o.controller !== "B") fail(`stack[${i}].controller`, "must be \"A\" or \"B\"");
      if (o.targets !== undefined && !refList(o.targets)) fail(`stack[${i}].targets`, "must be a list of references");
      if (o.x !== undefined) checkInt(o.x, 0, B.x, `stack[${i}].x`);
      if (isObj(o.choices)) checkChoiceNumbers(o.choices, `stack[${i}].choices`);
    });
  }
  if (s.actions !== undefined) {
    if (!Array.isArray(s.actions)) fail("actions", "must be a list");
    (s.actions as unknown[]).forEach(checkAction);
  }
  if (s.expect !== undefined) checkExpect(s.expect);
  if (s.puzzle !== undefined) {
    if (!isObj(s.puzzle)) fail("puzzle", "must be an object");
    const pz = s.puzzle as Record<string, unknown>;
    onlyKeys(pz, PUZZLE_KEYS, "puzzle");
    if (pz.goal !== undefined && pz.goal !== "win" && pz.goal !== "survive") fail("puzzle.goal", "must be \"win\" or \"survive\"");
    if (pz.you !== undefined && pz.you !== "A" && pz.you !== "B") fail("puzzle.you", "must be \"A\" or \"B\"");
    const byTurn = isObj(pz.by) ? pz.by.turn : undefined;
    if (byTurn !== undefined) checkInt(byTurn, 1, B.turn, "puzzle.by.turn", "a turn number");
  }
  return s as unknown as Scenario;
}
