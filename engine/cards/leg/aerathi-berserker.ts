// Aerathi Berserker: Rampage 3 (Whenever this creature becomes blocked, it gets +3/+3 until end of turn for each creature blocking it beyond the first.)
import { card } from "../dsl";
export default card({ name: "Aerathi Berserker", keywords: ["rampage 3"] });
