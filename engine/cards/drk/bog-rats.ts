// Bog Rats: This creature can't be blocked by Walls.
import { card } from "../dsl";
export default card({ name: "Bog Rats", keywords: ["can't be blocked by walls"] });
