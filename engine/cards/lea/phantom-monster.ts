// Phantom Monster: Flying
import { card } from "../dsl";
export default card({
  name: "Phantom Monster",
  keywords: ["flying"],
});
