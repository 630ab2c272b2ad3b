// Lifeblood: Whenever a Mountain an opponent controls becomes tapped, you gain 1 life.
import { card, gainLife } from "../dsl";

export default card({
  name: "Lifeblood",
  triggers: [{
    text: "Whenever a Mountain an opponent controls becomes tapped, you gain 1 life.",
    // CR 603.2e: becoming tapped (for mana or otherwise), not entering tapped.
    when: { on: "tapped", filter: { subtypes: ["Mountain"], controller: "opponent" } },
    effect: [gainLife(1)],
  }],
  ai: { bonus: 0.3 },
});
