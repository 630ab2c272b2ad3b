// Tundra Wolves: First strike (This creature deals combat damage before creatures without first strike.)
import { card } from "../dsl";
export default card({ name: "Tundra Wolves", keywords: ["first strike"] });
