// Giant Slug: {5}: At the beginning of your next upkeep, choose a basic land type. This creature gains landwalk of the chosen type until the end of that turn. (It can't be blocked as long as defending player controls a land of that type.)
import { card, ability, code } from "../dsl";

/** CR 305.6: the basic land types, in the order choices of one are numbered. */
const BASIC_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

export default card({
  name: "Giant Slug",
  // The ability creates a delayed trigger for the activating player's next upkeep (rulings): the
  // type is chosen as that trigger resolves.
  abilities: [ability("{5}: At the beginning of your next upkeep, choose a basic land type. This creature gains landwalk of the chosen type until the end of that turn.",
    { mana: "{5}" }, [{ do: "delayed", index: 0, object: "self" }])],
  delayed: [{
    text: "At the beginning of your next upkeep, choose a basic land type. This creature gains landwalk of the chosen type until the end of that turn.",
    at: { at: "your_next_upkeep" },
    effect: [code((ctx) => {
      const slug = ctx.data.object;
      const n = ctx.chooseOption(ctx.controller, "Choose a basic land type: the Slug gains landwalk of it this turn", BASIC_TYPES);
      if (typeof slug !== "string" || ctx.g.obj(slug)?.zone !== "battlefield") return;
      ctx.g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "6", [slug], { addKeywords: [`${BASIC_TYPES[n - 1]!.toLowerCase()}walk`] }, { until: "end_of_turn" });
    })],
  }],
  ai: { bonus: 0.5 },
});
