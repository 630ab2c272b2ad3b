/**
 * Resolving spells and abilities (CR 608). Targets are checked first (608.2b), an intervening
 * "if" again (608.2a, 603.4), then the effect's steps run in order (608.2c). A step that needs a
 * player's choice stops the game there with the state as it is, and runs again with the answer:
 * so a player always sees what the earlier steps did (Bazaar of Baghdad discards after drawing).
 */
import { activatedDef, triggerDef } from "../cards/registry";
import type { Effect, EffectStep, TargetSpec } from "../cards/types";
import { ResolveContext } from "./context";
import { runStep } from "./effects";
import type { Game } from "./game";
import { NeedDecision } from "./game";
import type { StackItem } from "./state";
import type { Color } from "../types";
import { legalTargetsOnResolution } from "./targets";
import { forgetStateTrigger } from "./triggers";

export interface ItemRules {
  specs: TargetSpec[];
  effect: Effect;
  permanent: boolean;
  aura: boolean;
  condition?: (g: Game, self: never, data: never) => boolean;
}

/** The target specs and effect of a stack item, from its source's characteristics or ability key. */
export function itemRules(g: Game, item: StackItem): ItemRules {
  if (item.kind === "spell") {
    const o = g.obj(item.id);
    const c = o ? g.chars(o) : undefined;
    const def = c?.def;
    const permanent = !!c && !c.types.includes("Instant") && !c.types.includes("Sorcery");
    if (!def) return { specs: [], effect: [], permanent, aura: false };
    if (def.enchant) return { specs: [def.enchant], effect: [], permanent, aura: true };
    const sp = def.spell;
    if (sp?.modes) {
      const m = sp.modes[(item.choices?.mode ?? 1) - 1];
      return { specs: m?.targets ?? [], effect: m?.effect ?? [], permanent, aura: false };
    }
    const multi = sp?.variableTargets?.spec ?? sp?.xTargets;
    const fixed = sp?.variableTargets ? (sp.targets ?? []) : [];
    return { specs: multi ? item.targets.map((_t, i) => fixed[i] ?? multi) : (sp?.targets ?? []), effect: sp?.effect ?? [], permanent, aura: false };
  }
  const a = item.ability ? activatedDef(item.ability) : undefined;
  if (a) {
    if (a.modes) {
      const m = a.modes[(item.choices?.mode ?? 1) - 1];
      return { specs: m?.targets ?? [], effect: m?.effect ?? [], permanent: false, aura: false };
    }
    return { specs: a.xTargets ? item.targets.map(() => a.xTargets!) : (a.targets ?? []), effect: a.effect ?? [], permanent: false, aura: false };
  }
  const t = item.ability ? triggerDef(item.ability) : undefined;
  if (t?.modes) {
    // CR 700.2b: a modal trigger has the targets and effect of the mode chosen as it went on the stack.
    const m = t.modes[(item.choices?.mode ?? 1) - 1];
    return { specs: m?.targets ?? [], effect: m?.effect ?? [], permanent: false, aura: false, condition: t.condition as ItemRules["condition"] };
  }
  return { specs: t?.targets ?? [], effect: t?.effect ?? [], permanent: false, aura: false, condition: t?.condition as ItemRules["condition"] };
}

/** The step at a path: "2", "2.then.0", "1.otherwise.3". */
function stepAt(effect: Effect, path: string): EffectStep | undefined {
  const parts = path.split(".");
  let list: Effect | undefined = effect;
  let step: EffectStep | undefined;
  for (let i = 0; i < parts.length; i += 2) {
    step = list?.[Number(parts[i])];
    if (!step) return undefined;
    const branch = parts[i + 1];
    if (branch) list = (step as unknown as Record<string, Effect | undefined>)[branch];
  }
  return step;
}

/**
 * Resolves the top of the stack, or goes on with a resolution that stopped for a choice.
 * Returns false when it stopped for a choice again.
 */
export function resolveTop(g: Game): boolean {
  const s = g.state;
  const item = s.stack[s.stack.length - 1];
  if (!item) return true;
  const rules = itemRules(g, item);
  if (!item.progress) {
    g.emit("resolve", `${item.name}${item.kind === "ability" ? " ability" : ""} resolves`, { item: item.id });
    if (item.targets.length) {
      const src = g.obj(item.source);
      const colors = item.kind === "ability" ? (src ? g.chars(src).colors : item.sourceLast?.colors ?? []) : src ? g.chars(src).colors : [];
      const legal = legalTargetsOnResolution(g, item, rules.specs, colors);
      // CR 608.2b: if every target is now illegal, the spell or ability doesn't resolve.
      if (legal.every((r) => r === undefined)) {
        g.emit("fizzle", `${item.name} doesn't resolve: its targets are gone or illegal`, { item: item.id });
        finish(g, item);
        return true;
      }
      const illegal = legal.flatMap((r, i) => (r === undefined ? [i] : []));
      if (illegal.length) item.illegal = illegal;
    }
    // CR 603.4: an intervening "if" clause is checked again on resolution.
    if (item.kind === "ability" && rules.condition) {
      const src = g.obj(item.source) ?? item.sourceLast; // last known information (CR 113.7a)
      if (src && !rules.condition(g, src as never, (item.data ?? {}) as never)) {
        finish(g, item);
        return true;
      }
    }
    item.progress = { pending: rules.permanent ? ["enter"] : rules.effect.map((_s, i) => String(i)), answers: [] };
  }
  const progress = item.progress;
  const ctx = new ResolveContext(g, item);
  while (progress.pending.length) {
    const path = progress.pending[0]!;
    g.stepAnswers = [...progress.answers];
    g.stepStart = g.version;
    g.stepProgress = progress;
    let branch: "then" | "otherwise" | null = null;
    try {
      if (path === "enter") enterFromStack(g, item, rules);
      else {
        const step = stepAt(rules.effect, path);
        if (step) branch = runStep(ctx, step);
      }
    } catch (e) {
      if (e instanceof NeedDecision && e.atStepStart) {
        // CR 723.5: the controller of a controlled player answers for them (Word of Command).
        const by = item.controls?.player === e.player && item.controls.by !== e.player ? item.controls.by : undefined;
        s.decision = { kind: "choose", player: e.player, prompt: e.prompt, choice: e.choice, resume: e.subgame ? { at: "subgame", item: item.id } : { at: "resolve", item: item.id }, ...(e.source ? { source: e.source } : {}), ...(by ? { by } : {}) };
        s.priority = null;
        return false;
      }
      throw e;
    } finally {
      g.stepAnswers = [];
      g.stepStart = null;
      g.stepProgress = null;
    }
    if (!s.stack.includes(item)) return true; // the effect took it off the stack
    progress.pending.shift();
    progress.answers = [];
    if (branch) {
      const next = stepAt(rules.effect, path);
      const list = next ? (next as unknown as Record<string, Effect | undefined>)[branch] : undefined;
      if (list) progress.pending.unshift(...list.map((_s, i) => `${path}.${branch}.${i}`));
      // "For each ...": the loop step runs again after its body, for the next one (effects.ts).
      if (next?.do === "forEach" && list) progress.pending.splice(list.length, 0, path);
    }
    if (s.outcome) break;
  }
  finish(g, item);
  return true;
}

/** A permanent spell resolves: it enters the battlefield (CR 608.3); an Aura attaches to its target (303.4f). */
function enterFromStack(g: Game, item: StackItem, rules: ItemRules): void {
  const host = item.targets[0];
  // CR 303.4f, 608.3: an Aura spell becomes attached to its target as it enters.
  // CR 614.12: "As this enters, choose a color" (Psychic Allergy) is chosen as it resolves; a color
  // already given with the cast (scenario `choices.color`) answers it there, without a question.
  const color = item.choices?.color;
  const o = g.obj(item.id);
  const asksColor = !!o && !!g.chars(o).def?.replacements?.some((r) => r.enters === "choose" && r.choose === "color");
  const chosen: { chosen?: { color: Color } } = asksColor && color && ["W", "U", "B", "R", "G"].includes(color) ? { chosen: { color } } : {};
  g.move(item.id, "battlefield", { controller: item.controller, ...(rules.aura && host !== undefined ? { attachTo: host } : {}), ...(item.x !== undefined ? { x: item.x } : {}), ...chosen });
}

/** Takes the item off the stack; a resolved instant or sorcery goes to its owner's graveyard (CR 608.2n). */
function finish(g: Game, item: StackItem): void {
  const s = g.state;
  if (item.kind === "spell") {
    if (g.obj(item.id)?.zone === "stack") g.move(item.id, "graveyard");
  } else {
    s.stack = s.stack.filter((x) => x.id !== item.id);
    forgetStateTrigger(g, item.data);
  }
}
