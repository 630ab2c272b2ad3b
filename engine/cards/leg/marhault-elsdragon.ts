// Marhault Elsdragon: Rampage 1 (Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature blocking it beyond the first.)
import { card } from "../dsl";
export default card({ name: "Marhault Elsdragon", keywords: ["rampage 1"] });
