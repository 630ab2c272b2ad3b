// Frost Giant: Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)
import { card } from "../dsl";
export default card({ name: "Frost Giant", keywords: ["rampage 2"] });
