// Urza's Miter: Whenever an artifact you control is put into a graveyard from the battlefield, if it wasn't sacrificed, you may pay {3}. If you do, draw a card.
import { card, draw } from "../dsl";
export default card({
  name: "Urza's Miter",
  triggers: [{
    text: "Whenever an artifact you control is put into a graveyard from the battlefield, if it wasn't sacrificed, you may pay {3}. If you do, draw a card.",
    when: { on: "put_into_graveyard", filter: { types: ["Artifact"], controller: "you" } },
    // CR 603.4: an intervening "if", checked as it triggers and as it resolves (how it left can't change).
    condition: (_g, _self, data) => data.sacrificed !== true,
    effect: [{ do: "ifPays", cost: "{3}", then: [draw(1)] }],
  }],
});
