// Bog Imp: Flying (This creature can't be blocked except by creatures with flying or reach.)
import { card } from "../dsl";
export default card({ name: "Bog Imp", keywords: ["flying"] });
