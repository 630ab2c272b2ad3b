/**
 * The Thallids' spore counters (Fallen Empires): "At the beginning of your upkeep, put a spore
 * counter on this creature." and "Remove three spore counters from this creature: ...".
 */
import { ability, addCounters, atUpkeep } from "../dsl";
import type { ActivatedDef, EffectStep, TriggerDef } from "../types";

export const SPORE = "spore";

/** "At the beginning of your upkeep, put a spore counter on this creature." */
export const sporeUpkeep = (what = "creature"): TriggerDef =>
  atUpkeep("yours", `At the beginning of your upkeep, put a spore counter on this ${what}.`, [addCounters(SPORE, 1, "self")]);

/** "Remove three spore counters from this creature: [effect]" (CR 118.3: can't be paid without three). */
export const removeThreeSpores = (text: string, effect: EffectStep[], more: Partial<ActivatedDef> = {}): ActivatedDef =>
  ability(text, { removeCounters: { kind: SPORE, count: 3 } }, effect, more);
