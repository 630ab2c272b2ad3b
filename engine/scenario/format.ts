/**
 * The scenario file format, moxen-scenario/1 (../shared/spec/scenario-format.md): types and a
 * validator that names the file's field at fault instead of crashing.
 */
import { STEPS, type Step } from "../types";

export type ZoneEntry = string | {
  card: string; id?: string; tapped?: boolean; sick?: boolean; damage?: number; counters?: Record<string, number>;
  attachedTo?: string; owner?: "A" | "B"; attacking?: boolean; blocking?: string;
};

export interface ScenarioPlayer {
  life?: number; poison?: number; manaPool?: string; landsPlayed?: number;
  hand?: ZoneEntry[]; library?: ZoneEntry[]; graveyard?: ZoneEntry[]; exile?: ZoneEntry[]; battlefield?: ZoneEntry[];
}

export interface ScenarioAction {
  by: "A" | "B";
  do: string;
  reject?: boolean;
  [key: string]: unknown;
}

export type ZoneExpect = string[] | { ordered: string[] } | { contains: string[] } | { count: number };

export interface Scenario {
  format: "moxen-scenario/1";
  name: string;
  description?: string;
  seed?: number;
  rules?: { manaBurn?: boolean; startingLife?: number; maxHandSize?: number };
  turn?: { number?: number; active?: "A" | "B"; step?: Step };
  players?: { A?: ScenarioPlayer; B?: ScenarioPlayer };
  stack?: { card: string; controller: "A" | "B"; targets?: string[]; x?: number; id?: string; choices?: Record<string, unknown> }[];
  actions?: ScenarioAction[];
  expect?: {
    turn?: { number?: number; active?: "A" | "B"; step?: Step };
    winner?: "A" | "B" | "draw" | null;
    stack?: ZoneExpect;
    players?: Record<string, Record<string, unknown>>;
    objects?: Record<string, Record<string, unknown>>;
  };
}

export class FormatError extends Error {}

const fail = (field: string, what: string): never => { throw new FormatError(`field "${field}": ${what}`); };
const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === "object" && !Array.isArray(x);
const isInt = (x: unknown) => typeof x === "number" && Number.isInteger(x);
const PLAYER_KEYS = ["life", "poison", "manaPool", "landsPlayed", "hand", "library", "graveyard", "exile", "battlefield"];
const ENTRY_KEYS = ["card", "id", "tapped", "sick", "damage", "counters", "attachedTo", "owner", "attacking", "blocking"];
const VERBS = ["pass", "play", "cast", "activate", "attack", "block", "assign", "choose", "advance", "mulligan", "keep"];

function checkEntry(e: unknown, field: string): void {
  if (typeof e === "string") { if (!e) fail(field, "a card name can't be empty"); return; }
  if (!isObj(e)) fail(field, "must be a card name or an object with \"card\"");
  const o = e as Record<string, unknown>;
  if (typeof o.card !== "string" || !o.card) fail(`${field}.card`, "is required and must be a card name");
  for (const k of Object.keys(o)) if (!ENTRY_KEYS.includes(k)) fail(`${field}.${k}`, "is not a known field");
  if (o.id !== undefined && (typeof o.id !== "string" || !o.id)) fail(`${field}.id`, "must be a non-empty string");
  for (const k of ["tapped", "sick", "attacking"]) if (o[k] !== undefined && typeof o[k] !== "boolean") fail(`${field}.${k}`, "must be true or false");
  if (o.damage !== undefined && (!isInt(o.damage) || (o.damage as number) < 0)) fail(`${field}.damage`, "must be a whole number of 0 or more");
  if (o.counters !== undefined && (!isObj(o.counters) || !Object.values(o.counters).every((n) => isInt(n) && (n as number) >= 0))) fail(`${field}.counters`, "must map counter kinds to whole numbers");
  if (o.owner !== undefined && o.owner !== "A" && o.owner !== "B") fail(`${field}.owner`, "must be \"A\" or \"B\"");
  for (const k of ["attachedTo", "blocking"]) if (o[k] !== undefined && typeof o[k] !== "string") fail(`${field}.${k}`, "must be a reference");
}

/** Throws a FormatError naming the field if `x` is not a moxen-scenario/1 document. */
export function validateScenario(x: unknown): Scenario {
  if (!isObj(x)) fail("(top level)", "a scenario must be a JSON object");
  const s = x as Record<string, unknown>;
  if (s.format !== "moxen-scenario/1") fail("format", "is required and must be \"moxen-scenario/1\"");
  if (typeof s.name !== "string" || !s.name) fail("name", "is required and must be a string");
  if (s.seed !== undefined && !isInt(s.seed)) fail("seed", "must be a whole number");
  if (s.rules !== undefined) {
    if (!isObj(s.rules)) fail("rules", "must be an object");
    for (const [k, v] of Object.entries(s.rules as object)) {
      if (k === "manaBurn") { if (typeof v !== "boolean") fail("rules.manaBurn", "must be true or false"); }
      else if (k === "startingLife" || k === "maxHandSize") { if (!isInt(v) || (v as number) < 0) fail(`rules.${k}`, "must be a whole number of 0 or more"); }
      else fail(`rules.${k}`, "is not a rule the engine knows (manaBurn, startingLife, maxHandSize)");
    }
  }
  if (s.turn !== undefined) {
    if (!isObj(s.turn)) fail("turn", "must be an object");
    const t = s.turn as Record<string, unknown>;
    if (t.number !== undefined && (!isInt(t.number) || (t.number as number) < 0)) fail("turn.number", "must be a whole number");
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
        if (!PLAYER_KEYS.includes(k)) fail(`players.${p}.${k}`, "is not a known field");
        if (k === "life" || k === "poison" || k === "landsPlayed") { if (!isInt(z)) fail(`players.${p}.${k}`, "must be a whole number"); }
        else if (k === "manaPool") { if (typeof z !== "string") fail(`players.${p}.manaPool`, "must be a string like \"{R}{G}\""); }
        else {
          if (!Array.isArray(z)) fail(`players.${p}.${k}`, "must be a list of cards");
          (z as unknown[]).forEach((e, i) => checkEntry(e, `players.${p}.${k}[${i}]`));
        }
      }
    }
  }
  if (s.stack !== undefined) {
    if (!Array.isArray(s.stack)) fail("stack", "must be a list");
    (s.stack as unknown[]).forEach((e, i) => {
      if (!isObj(e) || typeof e.card !== "string") fail(`stack[${i}]`, "must be {\"card\", \"controller\", \"targets\"?}");
      const o = e as Record<string, unknown>;
      if (o.controller !== "A" && o.controller !== "B") fail(`stack[${i}].controller`, "must be \"A\" or \"B\"");
      if (o.targets !== undefined && (!Array.isArray(o.targets) || !o.targets.every((t) => typeof t === "string"))) fail(`stack[${i}].targets`, "must be a list of references");
    });
  }
  if (s.actions !== undefined) {
    if (!Array.isArray(s.actions)) fail("actions", "must be a list");
    (s.actions as unknown[]).forEach((a, i) => {
      if (!isObj(a)) fail(`actions[${i}]`, "must be an object");
      const o = a as Record<string, unknown>;
      if (o.by !== "A" && o.by !== "B") fail(`actions[${i}].by`, "must be \"A\" or \"B\"");
      if (typeof o.do !== "string" || !VERBS.includes(o.do)) fail(`actions[${i}].do`, `must be one of ${VERBS.join(", ")}`);
      if (o.reject !== undefined && typeof o.reject !== "boolean") fail(`actions[${i}].reject`, "must be true or false");
      if (o.do === "advance" && !STEPS.includes(o.to as Step)) fail(`actions[${i}].to`, `must be a step: ${STEPS.join(", ")}`);
      if (["play", "cast", "activate"].includes(o.do as string) && typeof o.card !== "string") fail(`actions[${i}].card`, "is required");
      if (o.do === "attack" && (!Array.isArray(o.attackers) || !o.attackers.every((t) => typeof t === "string"))) fail(`actions[${i}].attackers`, "must be a list of references");
      if (o.do === "block" && (!Array.isArray(o.blocks) || !o.blocks.every((b) => isObj(b) && typeof b.blocker === "string" && typeof b.attacker === "string"))) fail(`actions[${i}].blocks`, "must be a list of {blocker, attacker}");
      if (o.do === "assign" && (typeof o.attacker !== "string" || !isObj(o.damage))) fail(`actions[${i}]`, "assign needs \"attacker\" and \"damage\"");
      for (const k of ["targets", "pay", "cards"]) if (o[k] !== undefined && (!Array.isArray(o[k]) || !(o[k] as unknown[]).every((t) => typeof t === "string"))) fail(`actions[${i}].${k}`, "must be a list of references");
      if (o.x !== undefined && (!isInt(o.x) || (o.x as number) < 0)) fail(`actions[${i}].x`, "must be a whole number of 0 or more");
      if (o.ability !== undefined && (!isInt(o.ability) || (o.ability as number) < 1)) fail(`actions[${i}].ability`, "must be a number from 1");
    });
  }
  if (s.expect !== undefined && !isObj(s.expect)) fail("expect", "must be an object");
  return s as unknown as Scenario;
}
