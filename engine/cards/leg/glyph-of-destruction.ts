// Glyph of Destruction: Target blocking Wall you control gets +10/+0 until end of combat. Prevent all damage that would be dealt to it this turn. Destroy it at the beginning of the next end step.
import { card, destroy, prevent, pump, target } from "../dsl";
export default card({
  name: "Glyph of Destruction",
  spell: {
    targets: [target("target blocking Wall you control", { subtypes: ["Wall"], blocking: true, controller: "you" })],
    effect: [
      pump(10, 0, "target", "end_of_combat"),
      prevent("all", "target"),
      { do: "delayed", index: 0, object: "target" }, // CR 603.7a
    ],
  },
  // A delayed ability destroys that object, not a new one it became (CR 400.7).
  delayed: [{ text: "Destroy it.", at: { at: "next_end_step" }, effect: [destroy("that_object")] }],
  ai: { targets: "helpful", trick: true },
});
