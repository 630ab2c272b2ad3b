// Urza's Avenger: {0}: This creature gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end of turn.
import { ability, card, code, pump } from "../dsl";
import type { EffectStep } from "../types";

const CHOICES = ["banding", "flying", "first strike", "trample"];

export default card({
  name: "Urza's Avenger",
  abilities: [ability("{0}: This creature gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end of turn.", { mana: "{0}" }, [
    // Chosen as it resolves (CR 608.2d): `value` 1-4 in the Oracle order, asked before anything changes.
    code((ctx) => { ctx.memo.pick = ctx.chooseOption(ctx.controller, "Choose the ability Urza's Avenger gains until end of turn", CHOICES); }),
    pump(-1, -1, "self", "end_of_turn"), // ruling 2004-10-04: until end of turn, as the ability
    ...CHOICES.map((k, i): EffectStep => ({ do: "if", test: (ctx) => ctx.memo.pick === i + 1, then: [{ do: "grant", what: "self", keywords: [k], until: "end_of_turn" }] })),
  ], { ai: { never: true } })], // it shrinks itself: not for the computer to repeat blindly
});
