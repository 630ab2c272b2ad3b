/**
 * Control-changing effects of resolved spells and abilities (CR 613.1b layer 2, 611.2b, 701.12):
 * shorthands for the `gainControl` and `exchangeControl` steps (engine/core/effects.ts).
 */
import type { EffectStep, Until, Who } from "../types";

/** "[who] gains control of [what] [until]": `until` defaults to indefinitely, `who` to "you". */
export const gainControl = (what: Who = "target", until?: Until, who?: Who): EffectStep =>
  ({ do: "gainControl", what, ...(until ? { until } : {}), ...(who ? { who } : {}) });

/** "Exchange control of [a] and [b]" (CR 701.12); `memo` notes whether the exchange happened. */
export const exchangeControl = (a: Who, b: Who, memo?: string): EffectStep =>
  ({ do: "exchangeControl", a, b, ...(memo ? { memo } : {}) });
