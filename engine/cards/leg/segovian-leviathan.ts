// Segovian Leviathan: Islandwalk (This creature can't be blocked as long as defending player controls an Island.)
import { card } from "../dsl";
export default card({
  name: "Segovian Leviathan",
  keywords: ["islandwalk"],
});
