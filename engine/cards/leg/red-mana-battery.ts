// Red Mana Battery: {2}, {T}: Put a charge counter on this artifact. / {T}, Remove any number of charge counters from this artifact: Add {R}, then add an additional {R} for each charge counter removed this way.
import { card } from "../dsl";
import { manaBattery } from "../families";
export default card(manaBattery("Red Mana Battery", "R"));
