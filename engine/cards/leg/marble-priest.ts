// Marble Priest: All Walls able to block this creature do so. / Prevent all combat damage that would be dealt to this creature by Walls.
import { card } from "../dsl";
export default card({
  name: "Marble Priest",
  keywords: ["all walls able to block this creature do so"], // CR 509.1c (combat-rules.ts)
  prevents: [{ to: "self", combatOnly: true, from: { subtypes: ["Wall"] } }],
});
