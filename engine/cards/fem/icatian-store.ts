// Icatian Store: This land enters tapped. / You may choose not to untap this land during your untap step. / At the beginning of your upkeep, if this land is tapped, put a storage counter on it. / {T}, Remove any number of storage counters from this land: Add {W} for each storage counter removed this way.
import { card } from "../dsl";
import { storageLand } from "../shared/storage-lands";
export default card(storageLand("Icatian Store", "W"));
