// Grave Robbers: {B}, {T}: Exile target artifact card from a graveyard. You gain 2 life.
import { card, ability, artifact, gainLife, tapCost } from "../dsl";
export default card({
  name: "Grave Robbers",
  // The target is chosen as it is activated; if it is gone on resolution the ability does nothing,
  // so no life is gained (rulings 2004-10-04, CR 608.2b).
  abilities: [ability("{B}, {T}: Exile target artifact card from a graveyard. You gain 2 life.", tapCost("{B}"),
    [{ do: "exile", what: "target" }, gainLife(2)], { targets: [{ text: "target artifact card from a graveyard", zone: "graveyard", object: artifact }] })],
  ai: { bonus: 1 },
});
