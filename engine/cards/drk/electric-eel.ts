// Electric Eel: When this creature enters, it deals 1 damage to you. / {R}{R}: This creature gets +2/+0 until end of turn and deals 1 damage to you.
import { card, ability, damage, pump } from "../dsl";
export default card({
  name: "Electric Eel",
  triggers: [{ text: "When this creature enters, it deals 1 damage to you.", when: { on: "enters", self: true }, effect: [damage(1, "you")] }],
  abilities: [ability("{R}{R}: This creature gets +2/+0 until end of turn and deals 1 damage to you.", { mana: "{R}{R}" }, [pump(2, 0, "self"), damage(1, "you")])],
});
