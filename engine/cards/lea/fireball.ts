// Fireball: This spell costs {1} more to cast for each target beyond the first. / Fireball deals X damage divided evenly, rounded down, among any number of targets.
import { card, anyTarget, damage } from "../dsl";
export default card({
  name: "Fireball",
  spell: {
    variableTargets: { spec: anyTarget, min: 0 }, // zero targets is allowed (ruling 2017-11-17)
    extraCost: (n) => Math.max(0, n - 1), // "costs {1} more to cast for each target beyond the first"
    // Divided evenly, rounded down, among the targets still legal as it resolves (ruling 2017-11-17).
    effect: [damage((ctx) => (ctx.targets().length ? Math.floor(ctx.x / ctx.targets().length) : 0), "targets")],
  },
  ai: { targets: "harmful", value: 3, xUse: "damage" },
});
