// Frankenstein's Monster: As this creature enters, exile X creature cards from your graveyard. If you can't, put this creature into its owner's graveyard instead of onto the battlefield. For each creature card exiled this way, this creature enters with a +2/+0, +1/+1, or +0/+2 counter on it.
import { card } from "../dsl";

const KINDS = ["+2/+0", "+1/+1", "+0/+2"]; // Oracle order: answered with value 1, 2 or 3

export default card({
  name: "Frankenstein's Monster",
  replacements: [{
    // CR 614.1c, 614.12: chosen and done as it enters; X is its spell's X (CR 107.3m; 0 if it wasn't cast).
    enters: "as",
    run: (g, o, controller, x) => {
      const n = x ?? 0;
      const from = g.player(controller).graveyard.filter((id) => g.chars(g.obj(id)!).types.includes("Creature"));
      if (from.length < n) return { instead: "graveyard" }; // "If you can't": it never enters
      const picked = n === 0 ? [] : from.length === n ? from : (g.ask(controller, `Exile ${n} creature cards from your graveyard for Frankenstein's Monster`, { type: "cards", from, min: n, max: n }, o.id).cards ?? []);
      const counters: Record<string, number> = {};
      for (const id of picked) {
        const a = g.ask(controller, `Frankenstein's Monster: a counter for ${g.obj(id)?.name}`, { type: "option", options: KINDS }, o.id);
        const kind = KINDS[(typeof a.value === "number" ? a.value : 1) - 1] ?? KINDS[0]!;
        counters[kind] = (counters[kind] ?? 0) + 1;
      }
      g.simultaneously(() => { for (const id of picked) g.move(id, "exile"); });
      return { counters };
    },
  }],
  ai: { value: 1 },
});
