// Argothian Pixies: This creature can't be blocked by artifact creatures. / Prevent all damage that would be dealt to this creature by artifact creatures.
import { card } from "../dsl";
export default card({
  name: "Argothian Pixies",
  keywords: ["can't be blocked by artifact creatures"], // CR 509.1b (combat-rules.ts)
  prevents: [{ to: "self", from: { allTypes: ["Artifact", "Creature"] } }],
});
