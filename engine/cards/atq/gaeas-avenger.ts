// Gaea's Avenger: Gaea's Avenger's power and toughness are each equal to 1 plus the number of artifacts your opponents control.
import { card } from "../dsl";
const artifactsOfOpponents = { count: { types: ["Artifact"], controller: "opponent" as const }, plus: 1 };
export default card({
  name: "Gaea's Avenger",
  // CR 604.3, 613.4a: a characteristic-defining ability (layer 7a), working in every zone.
  cda: { power: artifactsOfOpponents, toughness: artifactsOfOpponents },
});
