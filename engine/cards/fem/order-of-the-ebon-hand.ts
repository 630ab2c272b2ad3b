// Order of the Ebon Hand: Protection from white / {B}: This creature gains first strike until end of turn. / {B}{B}: This creature gets +1/+0 until end of turn.
import { ability, card, selfPump } from "../dsl";
export default card({
  name: "Order of the Ebon Hand",
  keywords: ["protection from white"],
  abilities: [
    ability("{B}: This creature gains first strike until end of turn.", { mana: "{B}" }, [{ do: "grant", what: "self", keywords: ["first strike"] }]),
    selfPump("{B}{B}: This creature gets +1/+0 until end of turn.", "{B}{B}", 1, 0),
  ],
});
