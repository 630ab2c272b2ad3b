/** Basic lands and the ten original dual lands (CR 305.6: basic land types give mana abilities). */
import type { Color } from "../../types";
import { register } from "../registry";
import { manaAbility } from "../lib";
import type { CardDef } from "../types";

const basic = (name: string, c: Color): CardDef => ({ name, abilities: [manaAbility(`{T}: Add {${c}}.`, { fixed: c })] });
// CR 305.6: a dual land has the mana ability of each of its basic land types: two abilities.
const dual = (name: string, a: Color, b: Color): CardDef => ({ name, abilities: [manaAbility(`{T}: Add {${a}}.`, { fixed: a }), manaAbility(`{T}: Add {${b}}.`, { fixed: b })] });

register(
  basic("Plains", "W"), basic("Island", "U"), basic("Swamp", "B"), basic("Mountain", "R"), basic("Forest", "G"),
  dual("Tundra", "W", "U"), dual("Underground Sea", "U", "B"), dual("Badlands", "B", "R"), dual("Taiga", "R", "G"),
  dual("Savannah", "G", "W"), dual("Scrubland", "W", "B"), dual("Volcanic Island", "U", "R"), dual("Bayou", "B", "G"),
  dual("Plateau", "R", "W"), dual("Tropical Island", "G", "U"),
);
