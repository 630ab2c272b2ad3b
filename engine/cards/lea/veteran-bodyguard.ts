// Veteran Bodyguard: As long as this creature is untapped, all damage that would be dealt to you by unblocked creatures is dealt to this creature instead.
import { card } from "../dsl";
export default card({
  name: "Veteran Bodyguard",
  // CR 614.9: a redirection. Rulings: only unblocked attackers (not trample damage of blocked ones);
  // works while it blocks; with several, you choose which one receives the damage (CR 616.1).
  damageReplacements: [{ redirect: "self", to: "you", from: { types: ["Creature"], attacking: true, blocked: false }, condition: (_g, self) => !self.tapped }],
});
