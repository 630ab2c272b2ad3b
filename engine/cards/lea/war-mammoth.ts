// War Mammoth: Trample
import { card } from "../dsl";
export default card({
  name: "War Mammoth",
  keywords: ["trample"],
});
