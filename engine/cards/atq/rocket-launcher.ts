// Rocket Launcher: {2}: This artifact deals 1 damage to any target. Destroy this artifact at the beginning of the next end step. Activate only if you've controlled this artifact continuously since the beginning of your most recent turn.
import { ability, anyTarget, card, damage, destroy } from "../dsl";
export default card({
  name: "Rocket Launcher",
  abilities: [ability("{2}: This artifact deals 1 damage to any target. Destroy this artifact at the beginning of the next end step. Activate only if you've controlled this artifact continuously since the beginning of your most recent turn.",
    { mana: "{2}" }, [damage(1), { do: "delayed", index: 0 }], {
      targets: [anyTarget],
      // CR 302.6's "continuously since the beginning of your most recent turn", for a noncreature (CR 602.5b).
      condition: (_g, self) => !self.sick,
      conditionText: "if you've controlled this artifact continuously since the beginning of your most recent turn",
    })],
  // Created only if the ability resolves (ruling 2004-10-04).
  delayed: [{ text: "Destroy this artifact.", at: { at: "next_end_step" }, effect: [destroy("self")] }],
});
