// Martyrs of Korlis: As long as this creature is untapped, all damage that would be dealt to you by artifacts is dealt to this creature instead.
import { card } from "../dsl";
export default card({
  name: "Martyrs of Korlis",
  // CR 614.9: a redirection; with several Martyrs, you choose which one receives the damage (CR 616.1).
  damageReplacements: [{ redirect: "self", to: "you", from: { types: ["Artifact"] }, condition: (_g, self) => !self.tapped }],
});
