// Derelor: Black spells you cast cost {B} more to cast.
import { card } from "../dsl";
export default card({
  name: "Derelor",
  // CR 601.2f: the {B} is part of the total cost, paid as the spell is cast (legal actions and
  // automatic payment read it from core/cost-changes.ts); only its controller's spells.
  costChanges: [{ spells: { colors: ["B"], controller: "you" }, moreMana: "{B}" }],
});
