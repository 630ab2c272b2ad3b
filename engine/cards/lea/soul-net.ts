// Soul Net: Whenever a creature dies, you may pay {1}. If you do, you gain 1 life.
import { card } from "../dsl";
export default card({
  name: "Soul Net",
  // Any creature, an animated Soul Net itself included (ruling 2004-10-04, CR 603.10a); the {1} is paid as it resolves (CR 118.12).
  triggers: [{ text: "Whenever a creature dies, you may pay {1}. If you do, you gain 1 life.", when: { on: "dies" }, effect: [{ do: "ifPays", cost: "{1}", then: [{ do: "gainLife", who: "you", n: 1 }] }] }],
});
