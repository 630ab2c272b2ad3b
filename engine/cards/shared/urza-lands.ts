// The Urza lands: "If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (and the like)
import type { Filter, ManaProduction } from "../types";

/** CR 205.3i: "Urza's Mine" is a land with the land types Urza's and Mine. */
const urzas = (kind: string): Filter => ({ types: ["Land"], allSubtypes: ["Urza's", kind] });

/** {C}, or `instead` when its controller controls a land of each of the two other kinds (CR 106). */
export const urzaLand = (others: [string, string], instead: string): ManaProduction => ({
  fixed: "C",
  instead: { fixed: instead, ifYouControl: others.map(urzas) },
});
