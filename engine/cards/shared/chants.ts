/**
 * Thelon's Chant and Tourach's Chant (Fallen Empires): "At the beginning of your upkeep, sacrifice
 * this enchantment unless you pay {C}. / Whenever a player puts a [land type] onto the battlefield,
 * this enchantment deals 3 damage to that player unless they put a -1/-1 counter on a creature they
 * control."
 */
import type { Color } from "../../types";
import type { CardDef } from "../types";
import { code, sacrifice } from "../dsl";

export function chant(name: string, upkeep: Color, landType: string, text: string): CardDef {
  return {
    name,
    triggers: [
      {
        text: `At the beginning of your upkeep, sacrifice this enchantment unless you pay {${upkeep}}.`,
        when: { on: "step", step: "upkeep", whose: "yours" },
        effect: [{ do: "unlessPays", cost: `{${upkeep}}`, then: [sacrifice("self")] }], // CR 118.12a
      },
      {
        text,
        // "Puts onto the battlefield": played or put there by an effect (CR 305.1 vs 603.6a); "that
        // player" is the one it entered under (ruling 2004-10-04).
        when: { on: "enters", filter: { types: ["Land"], subtypes: [landType] } },
        effect: [
          // One optional choice of a creature that player controls: [] takes the 3 damage; with no
          // creature, nothing is asked (CR 118.12a: the action can't be taken).
          code((ctx) => {
            const p = ctx.data.player;
            if (!p) return;
            const mine = ctx.all({ types: ["Creature"] }).filter((id) => ctx.g.chars(ctx.g.obj(id)!).controller === p);
            ctx.memo.counterOn = ctx.chooseCards(p, mine, 0, 1, `Put a -1/-1 counter on a creature you control, or choose none to be dealt 3 damage by ${name}`);
          }),
          code((ctx) => {
            const p = ctx.data.player;
            const [id] = (ctx.memo.counterOn as string[] | undefined) ?? [];
            if (id !== undefined && ctx.g.obj(id)?.zone === "battlefield") ctx.g.addCounters(id, "-1/-1", 1);
            else if (p) ctx.g.dealDamage(ctx.source(), p, 3);
          }),
        ],
      },
    ],
  };
}
