// Craw Giant: Trample / Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)
import { card } from "../dsl";
export default card({ name: "Craw Giant", keywords: ["trample", "rampage 2"] });
