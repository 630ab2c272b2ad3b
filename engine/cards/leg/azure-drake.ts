// Azure Drake: Flying
import { card } from "../dsl";
export default card({ name: "Azure Drake", keywords: ["flying"] });
