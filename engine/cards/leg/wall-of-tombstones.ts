// Wall of Tombstones: Defender (This creature can't attack.) / At the beginning of your upkeep, change this creature's base toughness to 1 plus the number of creature cards in your graveyard. (This effect lasts indefinitely.)
import { atUpkeep, card } from "../dsl";
import { basePt } from "../shared/animate";
import { matches } from "../../core/filters";
import type { Filter } from "../types";

const creatureCard: Filter = { types: ["Creature"] };

export default card({
  name: "Wall of Tombstones",
  keywords: ["defender"],
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, change this creature's base toughness to 1 plus the number of creature cards in your graveyard.", [
    // CR 613.4b (layer 7b), 611.2a: lasts indefinitely; counted as it resolves (608.2h).
    basePt("self", undefined, (ctx) => {
      const you = ctx.controller;
      return 1 + ctx.g.player(you).graveyard.filter((id) => { const o = ctx.g.obj(id)!; return matches(ctx.g, o, ctx.g.chars(o), creatureCard, { you }); }).length;
    }, "indefinitely"),
  ])],
});
