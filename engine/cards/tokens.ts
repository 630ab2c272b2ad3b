/**
 * Tokens in card definitions (CR 111): `tokenDef` declares one (its characteristics and any
 * abilities), the creating card lists it in `tokens`, and the step `createToken` makes them.
 * Tokens several cards make are declared once here.
 */
import type { Color } from "../types";
import type { Amount, EffectStep, TokenDef, Who } from "./types";

/**
 * A token's definition. CR 111.4: unless the effect names it (`name`), a token is named after its
 * subtypes plus " Token" ("Saproling Token", "Sand Warrior Token"). `types` defaults to a creature.
 */
export function tokenDef(d: Omit<TokenDef, "name" | "types" | "colors"> & { name?: string; types?: string[]; colors?: Color[] }): TokenDef {
  return { ...d, name: d.name ?? `${d.subtypes.join(" ")} Token`, types: d.types ?? ["Creature"], colors: d.colors ?? [] };
}

/**
 * "Create N [token]" (CR 111.2): `who` (default "you") creates and controls them, N for each
 * player it names; `memo` keeps their ids in `ctx.memo`; `link` links them to the source (CR 607).
 */
export function createToken(def: TokenDef, n: Amount = 1, opts: { who?: Who; memo?: string; link?: boolean; tapped?: boolean } = {}): EffectStep {
  return { do: "createToken", token: def.name, ...(n !== 1 ? { n } : {}), ...opts };
}

/** A 1/1 green Saproling creature token (Thallids, Spore Flower, Night Soil, Elvish Farmer, ...). */
export const SAPROLING = tokenDef({ subtypes: ["Saproling"], colors: ["G"], power: 1, toughness: 1 });
