/**
 * Tokens (CR 111): objects that are not cards, created on the battlefield by an effect with the
 * characteristics it gives them (111.3; their definition is a `TokenDef` the creating card lists,
 * found by name: engine/cards/registry.ts `tokenDefOf`). A token is owned by the player under whose
 * control it was created (111.2). It has no physical card: its `card` is a negative number of its
 * own (so that a scenario's id follows it), and `state.cards` never lists it, so no collection,
 * deck or audit ever counts it. Off the battlefield it ceases to exist (704.5d, sba.ts).
 */
import type { PlayerId } from "../types";
import { tokenDefOf } from "../cards/registry";
import { addObject } from "./clone";
import type { Game } from "./game";
import { cantEnterBattlefield } from "./player-rules";
import { entersReplacements } from "./replace";
import type { GameObject, GameState } from "./state";

/** A token object's `card`: negative, unique in its game (copies of spells all use -1). */
export function tokenCardNumber(s: GameState): number {
  return -2 - s.nextId;
}

/** Notes that a token of this name exists in the game (rules gated on card names look at these too). */
export function noteTokenKind(s: GameState, name: string): void {
  if (!s.tokenKinds?.includes(name)) s.tokenKinds = [...(s.tokenKinds ?? []), name];
}

/** The log's words for one or more tokens: "a Saproling Token", "3 Saproling Tokens", "Wasp". */
export function tokenWords(name: string, n: number): string {
  if (n !== 1) return `${n} ${name.endsWith(" Token") ? name + "s" : name}`;
  return `${/^[AEIOU]/i.test(name) ? "an" : "a"} ${name}`;
}

/**
 * CR 111.1–111.2: `controller` creates `n` tokens named `name` (a registered token definition).
 * Each enters the battlefield like a permanent put there by an effect (enters-the-battlefield
 * replacements and triggers apply). Returns the new objects' ids.
 */
export function createTokens(g: Game, name: string, controller: PlayerId, n: number, opts: { tapped?: boolean; cause?: string } = {}): string[] {
  if (!tokenDefOf(name)) throw new Error(`no token definition named "${name}" (list it in the card's tokens)`);
  const out: string[] = [];
  const s = g.state;
  for (let i = 0; i < n; i++) {
    const o: GameObject = {
      id: "", card: tokenCardNumber(s), name, owner: controller, controller, baseController: controller,
      zone: "battlefield", tapped: false, sick: true, damage: 0, counters: {}, timestamp: 0,
    };
    o.id = g.newId();
    // CR 614.17d: "can't enter the battlefield" stops the token being created.
    if (cantEnterBattlefield(g, o)) continue;
    const entering = entersReplacements(g, o, controller); // CR 614.1c, 614.12
    o.tapped = !!opts.tapped || entering.tapped;
    if (entering.chosen) o.chosen = entering.chosen;
    if (entering.counters) o.counters = entering.counters;
    o.timestamp = g.timestamp();
    addObject(s, o);
    s.battlefield.push(o.id);
    s.tokens = (s.tokens ?? 0) + 1;
    noteTokenKind(s, name);
    g.touch();
    out.push(o.id);
  }
  // Each enters the battlefield (CR 603.6a): the same event as a card put onto it, told as its creation.
  const who = g.player(controller).name;
  for (const id of out) g.emit("zone", `${who} creates ${tokenWords(name, 1)}`, { from: "nowhere", to: "battlefield", object: id, card: g.obj(id)!.card, token: true, ...(opts.cause ? { cause: opts.cause } : {}) });
  return out;
}
