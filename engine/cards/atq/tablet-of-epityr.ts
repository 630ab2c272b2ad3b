// Tablet of Epityr: Whenever an artifact you control is put into a graveyard from the battlefield, you may pay {1}. If you do, you gain 1 life.
import { card } from "../dsl";
export default card({
  name: "Tablet of Epityr",
  triggers: [{
    text: "Whenever an artifact you control is put into a graveyard from the battlefield, you may pay {1}. If you do, you gain 1 life.",
    // The Tablet sees itself go too (leaves-the-battlefield abilities look back in time, CR 603.10a).
    when: { on: "put_into_graveyard", filter: { types: ["Artifact"], controller: "you" } },
    effect: [{ do: "ifPays", cost: "{1}", then: [{ do: "gainLife", who: "you", n: 1 }] }],
  }],
});
