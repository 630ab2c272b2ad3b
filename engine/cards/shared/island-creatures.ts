/** Shared pieces of the Island-bound sea creatures (Dandan, Island Fish Jasconius, Pirate Ship, Sea Serpent; combat rules in core/combat-rules.ts). */
import type { TriggerDef } from "../types";
import { sacrifice } from "../dsl";
import { youControlNo } from "../words";

/** "This creature can't attack unless defending player controls an Island." (CR 508.1c) */
export const attacksOnlyIslandOwners = "can't attack unless defending player controls an island";

/** "When you control no Islands, sacrifice this creature." (CR 603.8: a state trigger) */
export const noIslandsSacrifice: TriggerDef = {
  text: "When you control no Islands, sacrifice this creature.",
  when: { on: "state", test: youControlNo("Island") },
  effect: [sacrifice("self")],
};
