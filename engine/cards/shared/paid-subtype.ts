/**
 * "If the sacrificed / exiled creature was a [subtype]" (Ebon Praetor, Soul Exchange): judged on the
 * creature as it last existed on the battlefield, paid as a cost (CR 601.2h, 608.2h, 113.7a).
 */
import type { ResolveContext } from "../../core/context";

export const sacrificedHadSubtype = (subtype: string) => (ctx: ResolveContext): boolean =>
  !!ctx.item.paid?.sacrificed?.some((l) => l.types.includes("Creature") && l.subtypes.includes(subtype));

export const exiledHadSubtype = (subtype: string) => (ctx: ResolveContext): boolean =>
  !!ctx.item.paid?.exiledLast?.some((l) => l.types.includes("Creature") && l.subtypes.includes(subtype));
