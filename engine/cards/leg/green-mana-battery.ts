// Green Mana Battery: {2}, {T}: Put a charge counter on this artifact. / {T}, Remove any number of charge counters from this artifact: Add {G}, then add an additional {G} for each charge counter removed this way.
import { card } from "../dsl";
import { manaBattery } from "../families";
export default card(manaBattery("Green Mana Battery", "G"));
