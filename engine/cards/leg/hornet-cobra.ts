// Hornet Cobra: First strike
import { card } from "../dsl";
export default card({
  name: "Hornet Cobra",
  keywords: ["first strike"],
});
