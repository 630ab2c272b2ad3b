// Arcades Sabboth: Flying / At the beginning of your upkeep, sacrifice Arcades Sabboth unless you pay {G}{W}{U}. / Each untapped creature you control gets +0/+2 as long as it's not attacking. / {W}: Arcades Sabboth gets +0/+1 until end of turn.
import { anthem, card, selfPump } from "../dsl";
import { upkeepOrSacrifice } from "../families";

export default card({
  name: "Arcades Sabboth",
  keywords: ["flying"],
  // CR 118.12: "unless you pay" is asked as the trigger resolves.
  triggers: [{ ...upkeepOrSacrifice("{G}{W}{U}"), text: "At the beginning of your upkeep, sacrifice Arcades Sabboth unless you pay {G}{W}{U}." }],
  // Ruling 2009-10-01: Arcades itself gets the bonus too while untapped and not attacking.
  statics: [anthem(0, 2, { tapped: false, attacking: false, controller: "you" })],
  abilities: [selfPump("{W}: Arcades Sabboth gets +0/+1 until end of turn.", "{W}", 0, 1)],
  ai: { bonus: -1 },
});
