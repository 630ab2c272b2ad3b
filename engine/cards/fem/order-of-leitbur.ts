// Order of Leitbur: Protection from black / {W}: This creature gains first strike until end of turn. / {W}{W}: This creature gets +1/+0 until end of turn.
import { ability, card, selfPump } from "../dsl";
export default card({
  name: "Order of Leitbur",
  keywords: ["protection from black"],
  abilities: [
    ability("{W}: This creature gains first strike until end of turn.", { mana: "{W}" }, [{ do: "grant", what: "self", keywords: ["first strike"] }]),
    selfPump("{W}{W}: This creature gets +1/+0 until end of turn.", "{W}{W}", 1, 0),
  ],
});
