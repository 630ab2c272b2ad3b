// White Knight: First strike (This creature deals combat damage before creatures without first strike.) / Protection from black (This creature can't be blocked, targeted, dealt damage, or enchanted by anything black.)
import { card } from "../dsl";
export default card({
  name: "White Knight",
  keywords: ["first strike", "protection from black"],
  ai: { bonus: 0.3 },
});
