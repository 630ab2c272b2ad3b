// Hasran Ogress: Whenever this creature attacks, it deals 3 damage to you unless you pay {2}.
import { card, damage } from "../dsl";
export default card({
  name: "Hasran Ogress",
  // CR 508.3a; ruling 2004-10-04: paid or not as the ability resolves.
  triggers: [{ text: "Whenever this creature attacks, it deals 3 damage to you unless you pay {2}.", when: { on: "attacks", self: true }, effect: [{ do: "unlessPays", cost: "{2}", then: [damage(3, "you")] }] }],
});
