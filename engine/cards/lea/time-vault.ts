// Time Vault: This artifact enters tapped. / This artifact doesn't untap during your untap step. / If you would begin your turn while this artifact is tapped, you may skip that turn instead. If you do, untap this artifact. / {T}: Take an extra turn after this one.
import { ability, card, code, tapCost } from "../dsl";
export default card({
  name: "Time Vault",
  replacements: [{ enters: "tapped" }], // CR 614.1c
  untapRules: [{ doesntUntap: "self" }], // CR 502.3
  // CR 614.1b, 614.10: asked as the turn would begin, only while it is tapped; the skip untaps it (ruling 2008-10-01).
  playerRules: [{ players: "you", maySkipTurnUntappingSelf: true }],
  abilities: [
    // CR 500.7: extra turns are taken in the reverse of the order they were created.
    ability("{T}: Take an extra turn after this one.", tapCost(), [code((ctx) => { ctx.g.addExtraTurn(ctx.controller); })]),
  ],
  ai: { value: 2.5 },
});
