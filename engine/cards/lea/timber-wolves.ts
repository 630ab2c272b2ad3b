// Timber Wolves: Banding (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)
import { card } from "../dsl";
export default card({
  name: "Timber Wolves",
  keywords: ["banding"], // CR 702.22
});
