// Granite Gargoyle: Flying / {R}: This creature gets +0/+1 until end of turn.
import { card, selfPump } from "../dsl";
export default card({
  name: "Granite Gargoyle",
  keywords: ["flying"],
  abilities: [selfPump("{R}: This creature gets +0/+1 until end of turn.", "{R}", 0, 1)],
});
