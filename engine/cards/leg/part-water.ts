// Part Water: X target creatures gain islandwalk until end of turn. (They can't be blocked as long as defending player controls an Island.)
import { card, targetCreature } from "../dsl";
export default card({
  name: "Part Water",
  spell: {
    // X target creatures (CR 601.2c, 115.3: distinct); {X}{X}: X is paid twice (CR 107.3). X may be 0.
    xTargets: targetCreature,
    // Islandwalk is landwalk (CR 702.14); an illegal target gets nothing (CR 608.2b).
    effect: [{ do: "grant", what: "targets", keywords: ["islandwalk"] }],
  },
  ai: { targets: "helpful" },
});
