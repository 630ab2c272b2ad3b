// Wall of Shadows: Defender (This creature can't attack.) / Prevent all damage that would be dealt to this creature by creatures it's blocking. / This creature can't be the target of spells that can target only Walls or of abilities that can target only Walls.
import { card } from "../dsl";
export default card({
  name: "Wall of Shadows",
  keywords: ["defender", "can't be the target of spells that can target only walls or of abilities that can target only walls"],
  // CR 615: a static prevention; "creatures it's blocking" judged as the damage would be dealt.
  prevents: [{ to: "self", blockedBySelf: true }],
});
