// Gauntlets of Chaos: {5}, Sacrifice this artifact: Exchange control of target artifact, creature, or land you control and target permanent an opponent controls that shares one of those types with it. If those permanents are exchanged this way, destroy all Auras attached to them.
import { card, ability, code } from "../dsl";
import type { TargetSpec } from "../types";
import { exchangeControl } from "../shared/control";

const types = ["Artifact", "Creature", "Land"];
const yours: TargetSpec = { text: "target artifact, creature, or land you control", object: { types, controller: "you" } };
// Both must share one of those types as it is activated and as it resolves (ruling 2009-10-01).
const theirs: TargetSpec = { text: "target permanent an opponent controls that shares one of those types with it", object: { types, controller: "opponent" }, sharesTypeWith: { target: 0, types } };

export default card({
  name: "Gauntlets of Chaos",
  abilities: [
    ability("{5}, Sacrifice this artifact: Exchange control of target artifact, creature, or land you control and target permanent an opponent controls that shares one of those types with it. If those permanents are exchanged this way, destroy all Auras attached to them.",
      { mana: "{5}", sacrificeSelf: true },
      [
        // CR 701.12a: with one target illegal, no exchange, and no Aura is destroyed (ruling 2009-10-01).
        exchangeControl({ target: 0 }, { target: 1 }, "exchanged"),
        { do: "if", test: (ctx) => ctx.memo.exchanged === true, then: [code((ctx) => {
          const hosts = [ctx.target(0), ctx.target(1)];
          const auras = ctx.all({ subtypes: ["Aura"] }).filter((id) => hosts.includes(ctx.g.obj(id)?.attachedTo));
          ctx.g.simultaneously(() => { for (const id of auras) ctx.g.destroy(id); });
        })] },
      ],
      { targets: [yours, theirs], ai: { never: true } }),
  ],
});
