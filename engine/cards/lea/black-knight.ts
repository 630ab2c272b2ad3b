// Black Knight: First strike (This creature deals combat damage before creatures without first strike.) / Protection from white (This creature can't be blocked, targeted, dealt damage, or enchanted by anything white.)
import { card } from "../dsl";
export default card({
  name: "Black Knight",
  keywords: ["first strike", "protection from white"],
  ai: { bonus: 0.3 },
});
