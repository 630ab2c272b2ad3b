/** Scenario references ("bears", "A", "A:Grizzly Bears#2", "B:graveyard:X", "stack:Lightning Bolt"). */
import type { ScenarioGame } from "./setup";

export class RefError extends Error {}

/**
 * Where a short reference ("A:Forest") is looked for: the battlefield by default, a hand for
 * casting and playing, or among the candidates of the question being answered.
 */
export type RefContext = "battlefield" | "hand" | "library" | { among: string[] };

/** Finds the current object for a scenario id: the object that holds its physical card now. */
export function objectForCard(sg: ScenarioGame, card: number): string | undefined {
  for (const o of Object.values(sg.state.objects)) if (o.card === card) return o.id;
  return undefined;
}

/** The permanents on the battlefield, phased-out ones last (CR 702.26d: they are still there). */
function onBattlefield(sg: ScenarioGame): string[] {
  const s = sg.state;
  return s.phasedOut ? [...s.battlefield, ...s.phasedOut] : s.battlefield;
}

/**
 * A sideboard card's id (CR 400.11: outside the game) names the card brought into the game from
 * there: the first physical card made after setup with that owner and name that no id names yet.
 */
function bindOutside(sg: ScenarioGame, ref: string, field: string): void {
  const { player, name } = sg.outside![ref]!;
  const taken = new Set(Object.values(sg.ids));
  const cards = sg.state.cards;
  for (let i = sg.setupCards ?? cards.length; i < cards.length; i++) {
    if (cards[i]!.owner === player && cards[i]!.name === name && !taken.has(i)) { sg.ids[ref] = i; return; }
  }
  throw new RefError(`${field}: reference "${ref}" is still outside the game (${player}'s sideboard)`);
}

function splitNth(ref: string): { base: string; nth: number } {
  const hash = ref.lastIndexOf("#");
  if (hash > 0 && /^\d+$/.test(ref.slice(hash + 1))) return { base: ref.slice(0, hash), nth: Number(ref.slice(hash + 1)) };
  return { base: ref, nth: 1 };
}

export function resolveRef(sg: ScenarioGame, ref: string, field: string, ctx: RefContext = "battlefield"): string {
  const s = sg.state;
  if (ref === "A" || ref === "B") return ref;
  if (sg.outside && ref in sg.outside && !(ref in sg.ids)) bindOutside(sg, ref, field);
  if (ref in sg.ids) {
    const id = objectForCard(sg, sg.ids[ref]!);
    if (!id) throw new RefError(`${field}: reference "${ref}" no longer exists`);
    return id;
  }
  if (s.objects[ref] || s.stack.some((i) => i.id === ref)) return ref; // an engine id
  const { base, nth } = splitNth(ref);
  const parts = base.split(":");
  const pick = (ids: string[], name: string): string => {
    const matches = ids.filter((id) => s.objects[id]?.name === name);
    const m = matches[nth - 1];
    if (!m) throw new RefError(`${field}: reference "${ref}" matches nothing`);
    return m;
  };
  if (parts[0] === "stack" && parts.length >= 2) {
    const name = parts.slice(1).join(":");
    const items = [...s.stack].reverse().filter((i) => i.name === name || `${i.name} ability` === name);
    const m = items[nth - 1];
    if (!m) throw new RefError(`${field}: reference "${ref}" matches nothing on the stack`);
    return m.id;
  }
  const p = parts[0];
  if ((p === "A" || p === "B") && parts.length >= 2) {
    const zones = ["hand", "library", "graveyard", "exile", "battlefield", "ante"];
    if (parts.length >= 3 && zones.includes(parts[1]!)) {
      const zone = parts[1]!;
      const name = parts.slice(2).join(":");
      const ids = zone === "battlefield" ? [...s.battlefield, ...(s.phasedOut ?? [])].filter((id) => s.objects[id]!.controller === p) : s.players[p][zone as "hand"];
      return pick(ids, name);
    }
    const name = parts.slice(1).join(":");
    if (typeof ctx === "object") {
      // Among the question's candidates: the player's own, in any zone (controller, or owner off the battlefield).
      const among = ctx.among.filter((id) => { const o = s.objects[id]; return !!o && (o.zone === "battlefield" ? o.controller === p : o.owner === p); });
      const found = among.filter((id) => s.objects[id]!.name === name)[nth - 1];
      if (found) return found;
      return pick(onBattlefield(sg).filter((id) => s.objects[id]!.controller === p), name);
    }
    if (ctx === "hand") return pick(s.players[p].hand, name);
    if (ctx === "library") return pick(s.players[p].library, name);
    return pick(onBattlefield(sg).filter((id) => s.objects[id]!.controller === p), name);
  }
  throw new RefError(`${field}: reference "${ref}" matches nothing`);
}
