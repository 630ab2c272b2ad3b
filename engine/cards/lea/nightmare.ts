// Nightmare: Flying / Nightmare's power and toughness are each equal to the number of Swamps you control.
import { card } from "../dsl";
const swamps = { count: { types: ["Land"], subtypes: ["Swamp"], controller: "you" as const } };
export default card({
  name: "Nightmare",
  keywords: ["flying"],
  // CR 604.3, 613.4a: a characteristic-defining ability (layer 7a), working in every zone; any Swamp counts (2013-07-01).
  cda: { power: swamps, toughness: swamps },
});
