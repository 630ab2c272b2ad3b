// Wall of Vapor: Defender (This creature can't attack.) / Prevent all damage that would be dealt to this creature by creatures it's blocking.
import { card } from "../dsl";
export default card({
  name: "Wall of Vapor",
  keywords: ["defender"],
  prevents: [{ to: "self", blockedBySelf: true }],
});
