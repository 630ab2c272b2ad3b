/** Basic lands and the ten original dual lands (CR 305.6: basic land types give mana abilities). */
import type { Color } from "../../types";
import { register } from "../registry";
import { manaAbility } from "../lib";
import type { CardDef } from "../types";

const basic = (name: string, c: Color): CardDef => ({ name, abilities: [manaAbility(`{T}: Add {${c}}.`, { fixed: c })] });
const dual = (name: string, a: Color, b: Color): CardDef => ({ name, abilities: [manaAbility(`{T}: Add {${a}} or {${b}}.`, { oneOf: [a, b] })] });

register(
  basic("Plains", "W"), basic("Island", "U"), basic("Swamp", "B"), basic("Mountain", "R"), basic("Forest", "G"),
  dual("Tundra", "W", "U"), dual("Underground Sea", "U", "B"), dual("Badlands", "B", "R"), dual("Taiga", "R", "G"),
  dual("Savannah", "G", "W"), dual("Scrubland", "W", "B"), dual("Volcanic Island", "U", "R"), dual("Bayou", "B", "G"),
  dual("Plateau", "R", "W"), dual("Tropical Island", "G", "U"),
);
