/** Resolving spells and abilities (CR 608), including effects that pause for a player's choice. */
import { cardDef } from "../cards/registry";
import type { Answer, Effect, TargetSpec } from "../cards/types";
import type { Game } from "./game";
import { spellTargets } from "./cast";
import type { StackItem } from "./state";
import { legalTargetsOnResolution } from "./targets";

/** The target specs and effect of a stack item. */
export function itemRules(g: Game, item: StackItem): { specs: TargetSpec[]; effect?: Effect; permanent: boolean; condition?: (g: Game, self: never, item: StackItem) => boolean } {
  const src = g.obj(item.source);
  const def = cardDef(item.name);
  if (item.kind === "spell") {
    const types = src ? g.chars(src).types : [];
    const permanent = !types.includes("Instant") && !types.includes("Sorcery");
    if (!def) return { specs: [], permanent };
    if (def.spell?.variableTargets) return { specs: [def.spell.variableTargets.spec], effect: def.spell.effect, permanent };
    const { specs } = spellTargets(def, item.choices?.mode);
    const effect = def.spell?.modes ? def.spell.modes[(item.choices?.mode ?? 1) - 1]?.effect : def.spell?.effect;
    return { specs, effect, permanent };
  }
  const ab = item.ability!;
  if (ab.kind === "activated") {
    const a = def?.abilities?.[ab.index];
    return { specs: a?.targets ?? [], effect: a?.effect, permanent: false };
  }
  const t = def?.triggers?.[ab.index];
  return { specs: t?.targets ?? [], effect: t?.effect, permanent: false, condition: t?.condition as never };
}

/** The i-th target of the resolving item if it is still legal (CR 608.2b), else undefined. */
export function target(item: StackItem, i: number): string | undefined {
  const illegal = (item.data?.illegal as string[] | undefined) ?? [];
  const ref = item.targets[i];
  return ref !== undefined && !illegal.includes(String(i)) ? ref : undefined;
}

/** Resolves the top of the stack, or continues a resolution that was waiting for `answer`. */
export function resolveTop(g: Game, answer?: Answer): void {
  const s = g.state;
  const item = s.stack[s.stack.length - 1];
  if (!item) return;
  const rules = itemRules(g, item);
  if (!answer) {
    g.emit("resolve", `${item.name}${item.kind === "ability" ? " ability" : ""} resolves`, { item: item.id });
    if (item.targets.length) {
      const legal = legalTargetsOnResolution(g, item, rules.specs);
      // CR 608.2b: if every target is now illegal, the spell or ability doesn't resolve.
      if (legal.every((r) => r === undefined)) {
        g.emit("fizzle", `${item.name} doesn't resolve: its targets are gone or illegal`, { item: item.id });
        finish(g, item, false);
        return;
      }
      item.data = { ...(item.data ?? {}), illegal: legal.flatMap((r, i) => (r === undefined ? [String(i)] : [])) };
    }
    // CR 603.4: an intervening "if" clause is checked again on resolution.
    if (item.kind === "ability" && rules.condition) {
      const src = g.obj(item.source) ?? item.sourceLast; // last known information (CR 113.7a)
      if (src && !rules.condition(g, src as never, item)) {
        finish(g, item, false);
        return;
      }
    }
    if (rules.permanent) {
      enterFromStack(g, item);
      return;
    }
  }
  const request = rules.effect?.(g, item, answer);
  if (request) {
    s.decision = { kind: "choose", player: request.choose, prompt: request.prompt, choice: request.choice };
    s.priority = null;
    return;
  }
  finish(g, item, true);
}

/** A permanent spell resolves: it enters the battlefield (CR 608.3); an Aura attaches to its target. */
function enterFromStack(g: Game, item: StackItem): void {
  const def = cardDef(item.name);
  const aura = !!def?.enchant;
  const host = item.targets[0];
  const n = g.move(item.id, "battlefield", { controller: item.controller });
  if (aura && host !== undefined) n.attachedTo = host; // CR 303.4f
}

/** Takes the item off the stack; a resolved or countered instant or sorcery goes to the graveyard. */
function finish(g: Game, item: StackItem, _resolved: boolean): void {
  const s = g.state;
  if (item.kind === "spell") {
    if (g.obj(item.id)?.zone === "stack") g.move(item.id, "graveyard"); // CR 608.2n
  } else {
    s.stack = s.stack.filter((x) => x.id !== item.id);
  }
}

/** Counters a spell (CR 701.6): it leaves the stack for its owner's graveyard. */
export function counterSpell(g: Game, id: string): boolean {
  const item = g.state.stack.find((x) => x.id === id);
  if (!item) return false;
  g.emit("counter", `${item.name} is countered`, { item: id });
  if (item.kind === "spell") g.move(id, "graveyard");
  else g.state.stack = g.state.stack.filter((x) => x.id !== id);
  return true;
}
