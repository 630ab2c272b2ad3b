// Black Mana Battery: {2}, {T}: Put a charge counter on this artifact. / {T}, Remove any number of charge counters from this artifact: Add {B}, then add an additional {B} for each charge counter removed this way.
import { card } from "../dsl";
import { manaBattery } from "../families";
export default card(manaBattery("Black Mana Battery", "B"));
