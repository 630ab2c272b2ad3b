// Dakkon Blackblade: Dakkon Blackblade's power and toughness are each equal to the number of lands you control.
import { card } from "../dsl";

// CR 604.3: a characteristic-defining ability, in every zone (layer 7a).
const lands = { count: { types: ["Land"], controller: "you" as const } };
export default card({
  name: "Dakkon Blackblade",
  cda: { power: lands, toughness: lands },
});
