// Winter Orb: As long as this artifact is untapped, players can't untap more than one land during their untap steps.
import { card, land, untapLimit } from "../dsl";
export default card({
  name: "Winter Orb",
  // CR 502.3, 611.3a: checked as the untap step's untapping happens; a tapped Orb limits nothing,
  // and all permanents untap at once (ruling 2016-06-08).
  untapRules: [untapLimit(land, 1, (_g, self) => !self.tapped)],
  // It holds every player to about one spell a turn: that keeps the lead of whoever is ahead on
  // creatures, and starves the one behind (evaluate.ts `favourWorth`).
  ai: { favours: "board" },
});
