// Balm of Restoration: {1}, {T}, Sacrifice this artifact: Choose one — / • You gain 2 life. / • Prevent the next 2 damage that would be dealt to any target this turn.
import { ability, anyTarget, card, gainLife, prevent, tapCost } from "../dsl";
export default card({
  name: "Balm of Restoration",
  abilities: [ability("{1}, {T}, Sacrifice this artifact: Choose one — • You gain 2 life. • Prevent the next 2 damage that would be dealt to any target this turn.",
    tapCost("{1}", { sacrificeSelf: true }), [], {
      // CR 700.2: the mode is chosen as it is activated (602.2b, 601.2b); CR 615.7: a shield of 2.
      modes: [
        { text: "You gain 2 life.", effect: [gainLife(2, "you")] },
        { text: "Prevent the next 2 damage that would be dealt to any target this turn.", targets: [anyTarget], effect: [prevent(2)] },
      ],
      ai: { targets: "helpful" },
    })],
  ai: { responseOnly: true },
});
