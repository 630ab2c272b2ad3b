// Phyrexian Gremlins: You may choose not to untap this creature during your untap step. / {T}: Tap target artifact. It doesn't untap during its controller's untap step for as long as this creature remains tapped.
import { card, ability, DOESNT_UNTAP, mayChooseNotToUntap, tap, tapCost, targetArtifact } from "../dsl";
export default card({
  name: "Phyrexian Gremlins",
  untapRules: [mayChooseNotToUntap], // CR 502.3 (untap.ts)
  abilities: [
    // The effect is locked onto the artifact (CR 611.2c: it goes on if it stops being an artifact,
    // ruling 2004-10-04) and lasts while this creature stays tapped (611.2b). Both untapping in the
    // same untap step don't free the artifact: what untaps is decided first (ruling 2004-10-04).
    ability("{T}: Tap target artifact. It doesn't untap during its controller's untap step for as long as this creature remains tapped.", tapCost(),
      [tap("target"), { do: "grant", what: "target", keywords: [DOESNT_UNTAP], until: "source_tapped" }],
      { targets: [targetArtifact], ai: { targets: "harmful" } }),
  ],
});
