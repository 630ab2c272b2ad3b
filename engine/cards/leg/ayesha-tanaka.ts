// Ayesha Tanaka: Banding / {T}: Counter target activated ability from an artifact source unless that ability's controller pays {W}. (Mana abilities can't be targeted.)
import { ability, artifact, card, code, counter, tapCost } from "../dsl";
export default card({
  name: "Ayesha Tanaka",
  keywords: ["banding"], // CR 702.22
  abilities: [ability("{T}: Counter target activated ability from an artifact source unless that ability's controller pays {W}. (Mana abilities can't be targeted.)", tapCost(), [
    // The targeted ability's controller (CR 113.8), who decides, always asked (CR 118.12a).
    code((ctx) => { ctx.memo.payer = ctx.g.state.stack.find((i) => i.id === ctx.item.targets[0])?.controller; }),
    { do: "unlessPays", who: { memo: "payer" }, cost: "{W}", then: [counter()] },
  ], {
    // CR 115.1, 701.6a: an activated ability on the stack; mana abilities never go on the stack (CR 605.3b).
    targets: [{ text: "target activated ability from an artifact source", zone: "stack", stackKind: "ability", abilityKind: "activated", object: artifact }],
    ai: { targets: "harmful" },
  })],
});
