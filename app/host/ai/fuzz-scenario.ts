/**
 * Fuzz games written as scenario files (../shared/spec/scenario-format.md), so that a failure
 * found by `moxen fuzz` is reproduced by `npm run scenario -- FILE` as well as by
 * `moxen fuzz --replay FILE`:
 *   - a game starts from an opening scenario: turn 0 (before the mulligans), both libraries
 *     listed top first in the order the fuzzer shuffled them, every card with an id ("A1"…);
 *   - each engine action is written as the scenario action that names the same objects.
 */
import type { GameState } from "../../../engine/core/state";
import type { Scenario, ScenarioAction } from "../../../engine/scenario/format";
import type { ScenarioGame } from "../../../engine/scenario/setup";
import type { Action, PlayerId } from "../../../engine/index";

export const SCENARIO_FORMAT = "moxen-scenario/1";

/** Fisher–Yates with the fuzzer's generator (the engine's own generator is the scenario's seed). */
function shuffled<T>(xs: readonly T[], rand: (n: number) => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The position before a game: libraries shuffled by `rand`, `first` to start; the runner draws the
 * top seven of each library as opening hands and asks `first` about a mulligan (CR 103.4–103.5).
 */
export function openingScenario(name: string, seed: number, decks: Record<PlayerId, string[]>, rand: (n: number) => number): Scenario {
  const first: PlayerId = rand(2) === 0 ? "A" : "B";
  const library = (p: PlayerId) => shuffled(decks[p], rand).map((card, i) => ({ card, id: `${p}${i + 1}` }));
  return {
    format: SCENARIO_FORMAT,
    name,
    seed,
    turn: { number: 0, active: first },
    players: { A: { library: library("A") }, B: { library: library("B") } },
    actions: [],
  };
}

/** Writes engine actions as scenario actions, naming objects by the scenario's ids. */
export class ScenarioRecorder {
  /** Physical card index → the scenario id it was given at setup. */
  private readonly idOfCard = new Map<number, string>();

  constructor(sg: ScenarioGame) {
    for (const [id, card] of Object.entries(sg.ids)) this.idOfCard.set(card, id);
  }

  /** The scenario action for `a`, taken in `state` (the state before it). */
  toScenario(state: GameState, a: Action): ScenarioAction {
    const ref = (r: string) => this.ref(state, r);
    const refs = (xs: string[]) => xs.map(ref);
    const refMap = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [ref(k), v]));
    const by = a.player;
    switch (a.type) {
      case "pass": case "mulligan": case "keep": return { by, do: a.type };
      // Not enumerated for the computer players or the fuzzer (mana-undo.ts), and no scenario verb.
      case "undoMana": throw new Error("An undoMana action has no scenario form: the fuzzer never takes mana back");
      case "play": return { by, do: "play", card: ref(a.card) };
      case "cast": case "activate": {
        if (a.type === "cast" && a.manualPayment) throw new Error("a cast paid by hand has no scenario form");
        const out: ScenarioAction = { by, do: a.type, card: ref(a.card) };
        if (a.type === "activate" && a.ability !== undefined) out.ability = a.ability;
        if (a.targets) out.targets = refs(a.targets);
        if (a.x !== undefined) out.x = a.x;
        if (a.type === "activate" && a.mana !== undefined) out.mana = a.mana;
        if (a.pay) out.pay = a.pay.map((p) => (p === "pool" ? p : ref(p)));
        if (a.choices) out.choices = a.choices.divide ? { ...a.choices, divide: refMap(a.choices.divide) } : { ...a.choices };
        if (a.costs) {
          const c: Record<string, unknown> = { ...a.costs };
          for (const k of ["sacrifice", "discard", "exile", "tap", "untap", "return"] as const) if (a.costs[k]) c[k] = refs(a.costs[k]!);
          out.costs = c;
        }
        return out;
      }
      case "attack": return a.bands?.length ? { by, do: "attack", attackers: refs(a.attackers), bands: a.bands.map((b) => refs(b)) } : { by, do: "attack", attackers: refs(a.attackers) };
      case "block": return { by, do: "block", blocks: a.blocks.map((b) => ({ blocker: ref(b.blocker), attacker: ref(b.attacker) })) };
      case "assign": return { by, do: "assign", attacker: ref(a.attacker), damage: refMap(a.damage) };
      case "choose": {
        const out: ScenarioAction = { by, do: "choose" };
        if (a.cards) out.cards = refs(a.cards);
        if (a.value !== undefined) out.value = a.value;
        // Triggered abilities on their way to the stack: their ids replay the same (the engine is deterministic).
        if (a.order) out.order = [...a.order];
        return out;
      }
      case "cancel": case "concede":
        throw new Error(`"${a.type}" has no scenario form`);
    }
  }

  /** A player, a card by its id, or an ability on the stack by name and position from the top. */
  private ref(state: GameState, r: string): string {
    if (r === "A" || r === "B") return r;
    const o = state.objects[r];
    if (o) {
      const id = this.idOfCard.get(o.card);
      if (id) return id;
      if (o.card < 0 && o.zone === "battlefield") {
        // A token made during the game (CR 111) has no setup id: its controller's N-th permanent of that name, as the runner counts.
        const same = state.battlefield.filter((x) => state.objects[x]!.controller === o.controller && state.objects[x]!.name === o.name);
        return `${o.controller}:battlefield:${o.name}#${same.indexOf(r) + 1}`;
      }
      throw new Error(`${o.name} (${r}) has no scenario id`);
    }
    const top = [...state.stack].reverse();
    const item = top.find((i) => i.id === r);
    if (!item) throw new Error(`"${r}" is neither a player, an object nor on the stack`);
    const name = item.kind === "ability" ? `${item.name} ability` : item.name;
    // Numbered as the scenario runner counts: topmost first, among items answering to that name.
    const same = top.filter((i) => i.name === name || `${i.name} ability` === name);
    return `stack:${name}#${same.indexOf(item) + 1}`;
  }
}
