// Blue Mana Battery: {2}, {T}: Put a charge counter on this artifact. / {T}, Remove any number of charge counters from this artifact: Add {U}, then add an additional {U} for each charge counter removed this way.
import { card } from "../dsl";
import { manaBattery } from "../families";
export default card(manaBattery("Blue Mana Battery", "U"));
