// Eater of the Dead: {0}: If this creature is tapped, exile target creature card from a graveyard and untap this creature.
import { card, ability, untap } from "../dsl";
export default card({
  name: "Eater of the Dead",
  abilities: [ability("{0}: If this creature is tapped, exile target creature card from a graveyard and untap this creature.", { mana: "{0}" }, [
    // Activatable tapped or untapped; checked as it resolves, where untapped does nothing (rulings).
    { do: "if", test: (ctx) => !!ctx.self()?.tapped, then: [{ do: "exile", what: "target" }, untap("self")] },
  ], { targets: [{ text: "target creature card from a graveyard", zone: "graveyard", object: { types: ["Creature"] } }] })],
  ai: { targets: "harmful" },
});
