/** "{cost}: Enchanted creature gets +P/+T until end of turn." (Blessing, Holy Armor). */
import type { ActivatedDef } from "../types";
import { ability, pump } from "../dsl";

/** "{mana}: Enchanted creature gets +P/+T until end of turn." (an Aura's own activated ability). */
export const enchantedPump = (text: string, mana: string, p: number, t: number): ActivatedDef =>
  ability(text, { mana }, [pump(p, t, "enchanted")]);
