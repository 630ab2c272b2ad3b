// Jump: Target creature gains flying until end of turn.
import { card, targetCreature } from "../dsl";
export default card({
  name: "Jump",
  spell: { targets: [targetCreature], effect: [{ do: "grant", what: "target", keywords: ["flying"] }] },
  ai: { targets: "helpful", trick: true },
});
