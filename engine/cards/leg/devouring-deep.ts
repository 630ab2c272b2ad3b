// Devouring Deep: Islandwalk (This creature can't be blocked as long as defending player controls an Island.)
import { card } from "../dsl";
export default card({ name: "Devouring Deep", keywords: ["islandwalk"] });
