// Repentant Blacksmith: Protection from red
import { card } from "../dsl";
export default card({
  name: "Repentant Blacksmith",
  keywords: ["protection from red"],
});
