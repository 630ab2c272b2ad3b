// Wall of Wonder: Defender (This creature can't attack.) / {2}{U}{U}: This creature gets +4/-4 until end of turn and can attack this turn as though it didn't have defender.
import { card, ability, pump } from "../dsl";
export default card({
  name: "Wall of Wonder",
  keywords: ["defender"],
  abilities: [
    // CR 702.3b: it keeps defender; the granted phrase lets it attack this turn (core/combat-rules.ts).
    ability("{2}{U}{U}: This creature gets +4/-4 until end of turn and can attack this turn as though it didn't have defender.", { mana: "{2}{U}{U}" }, [
      pump(4, -4, "self"),
      { do: "grant", what: "self", keywords: ["can attack as though it didn't have defender"] },
    ]),
  ],
});
