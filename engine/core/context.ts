/**
 * What a resolving spell or ability sees (CR 608.2): its controller, X, its targets that are
 * still legal, its source (or the source as it last existed), the data its trigger remembers,
 * and the kernel operations. Card code reaches the game only through this.
 */
import type { Color, PlayerId, Ref } from "../types";
import { other } from "../types";
import type { Amount, Filter, Until, Who } from "../cards/types";
import { Illegal } from "./errors";
import { matches } from "./filters";
import type { Game, SourceInfo } from "./game";
import { NeedDecision } from "./game";
import { autoPay, parseCost } from "./mana";
import { UNKNOWN_CARD } from "./known";
import type { Answer, Choice, Duration, GameObject, LastKnown, Search, StackItem } from "./state";

export class ResolveContext {
  constructor(public g: Game, public item: StackItem) {}

  get controller(): PlayerId {
    return this.item.controller;
  }

  get opponent(): PlayerId {
    return other(this.item.controller);
  }

  get x(): number {
    return this.item.x ?? 0;
  }

  /** What the trigger remembers of its event: "that player", "that creature", an amount. */
  get data(): NonNullable<StackItem["data"]> {
    return (this.item.data ??= {});
  }

  /** Values kept between the steps of one resolution. */
  get memo(): Record<string, unknown> {
    return (this.item.memo ??= {});
  }

  /** The source: the spell, or the ability's source now or as it last existed (CR 113.7a). */
  source(): SourceInfo {
    const o = this.g.obj(this.item.source);
    if (o) return this.g.sourceInfo(o);
    const l = this.item.sourceLast;
    return { id: this.item.source, name: this.item.name, controller: this.item.controller, colors: l?.colors ?? [], types: l?.types ?? [], isCreature: !!l?.types.includes("Creature") };
  }

  /** The source permanent, if it is still on the battlefield as the same object. */
  self(): GameObject | undefined {
    const o = this.g.obj(this.item.source);
    return o && o.zone === "battlefield" && !o.phasedOut ? o : undefined; // CR 702.26b
  }

  /** The source as it is now or as it last existed on the battlefield. */
  sourceNowOrLast(): GameObject | LastKnown | undefined {
    return this.g.obj(this.item.source) ?? this.item.sourceLast;
  }

  /** Target number `i` if it is still legal (CR 608.2b). */
  target(i = 0): Ref | undefined {
    const ref = this.item.targets[i];
    return ref !== undefined && !this.item.illegal?.includes(i) ? ref : undefined;
  }

  /** Every target still legal. */
  targets(): Ref[] {
    return this.item.targets.filter((_r, i) => !this.item.illegal?.includes(i));
  }

  /** An object's current state, or how it last existed if it left the battlefield (CR 608.2h). */
  lastKnown(id: string): GameObject | LastKnown | undefined {
    return this.g.obj(id) ?? this.g.departed.get(id);
  }

  /** The players and objects a selector names now. */
  who(w: Who): Ref[] {
    const g = this.g;
    if (typeof w === "string") {
      switch (w) {
        case "you": return [this.controller];
        case "opponent": return [this.opponent];
        case "each_player": return [g.state.turn.active, other(g.state.turn.active)];
        case "active_player": return [g.state.turn.active];
        case "self": { const o = this.self(); return o ? [o.id] : []; }
        case "enchanted": {
          const host = (this.g.obj(this.item.source) ?? this.item.sourceLast)?.attachedTo;
          return host !== undefined && (g.isPlayer(host) || g.obj(host)?.zone === "battlefield") ? [host] : [];
        }
        case "target": { const t = this.target(0); return t === undefined ? [] : [t]; }
        case "targets": return this.targets();
        case "that_player": return this.data.player ? [this.data.player] : [];
        case "that_object": { const id = this.data.object; return id && g.obj(id) ? [id] : []; }
      }
    }
    if ("target" in w) { const t = this.target(w.target); return t === undefined ? [] : [t]; }
    if ("controllerOf" in w) return this.refsOrLast(w.controllerOf).map((o) => (typeof o === "string" ? o : o.controller));
    if ("ownerOf" in w) return this.refsOrLast(w.ownerOf).map((o) => (typeof o === "string" ? o : o.owner));
    if ("all" in w) return this.all(w.all);
    if ("memo" in w) { const v = this.memo[w.memo]; return Array.isArray(v) ? (v as string[]) : v === undefined ? [] : [String(v)]; }
    return [];
  }

  /** Objects named by a selector, as they are or last were; players as themselves. */
  private refsOrLast(w: Who): (PlayerId | GameObject | LastKnown)[] {
    const sel = w === "target" ? [this.item.targets[0]] : typeof w === "object" && "target" in w ? [this.item.targets[w.target]] : this.who(w);
    const out: (PlayerId | GameObject | LastKnown)[] = [];
    for (const r of sel) {
      if (r === undefined) continue;
      if (this.g.isPlayer(r)) { out.push(r); continue; }
      const o = this.lastKnown(r);
      if (o) out.push("zone" in o ? { ...o, controller: this.g.chars(o).controller } : o);
    }
    return out;
  }

  /** Permanents matching a filter now, relative to this item's controller. */
  all(f: Filter): string[] {
    const g = this.g;
    return g.state.battlefield.filter((id) => {
      const o = g.state.objects[id]!;
      return matches(g, o, g.chars(o), f, { you: this.controller, source: this.item.source, x: this.item.x });
    });
  }

  /** The number an amount stands for, determined now (CR 608.2h). */
  amount(a: Amount): number {
    if (typeof a === "number") return a;
    if (a === "X") return this.x;
    if (typeof a === "function") return a(this);
    if ("count" in a) return this.all(a.count).length;
    if ("stat" in a) {
      const [o] = this.refsOrLast(a.of);
      if (!o || typeof o === "string") return 0;
      const c = "zone" in o ? this.g.chars(o) : o;
      return a.stat === "power" ? c.power : a.stat === "toughness" ? c.toughness : c.manaValue;
    }
    if ("handSize" in a) {
      const [p] = this.who(a.handSize);
      const n = p && this.g.isPlayer(p) ? this.g.player(p).hand.length : 0;
      return (n - (a.minus ?? 0)) * (a.times ?? 1);
    }
    if ("counters" in a) {
      const [id] = this.who(a.on);
      const o = id ? this.lastKnown(id) : undefined;
      return o ? (o.counters[a.counters] ?? 0) : 0;
    }
    if ("memo" in a) return Number(this.memo[a.memo] ?? 0);
    if ("half" in a) {
      const n = this.amount(a.half) / 2;
      return a.round === "down" ? Math.floor(n) : Math.ceil(n);
    }
    return 0;
  }

  duration(until: Until | undefined): Duration {
    if (typeof until === "object" && "whileCounter" in until) return { while: "counter", kind: until.whileCounter }; // CR 611.2b
    if (typeof until === "object") {
      const w = until.while;
      return {
        while: "source", source: this.item.source,
        ...(w.includes("you_control") ? { player: this.controller } : {}),
        ...(w.includes("tapped") ? { tapped: true as const } : {}),
        ...(w.includes("power") ? { power: true as const } : {}),
      };
    }
    switch (until ?? "end_of_turn") {
      case "end_of_turn": return { until: "end_of_turn" };
      case "end_of_combat": return { until: "end_of_combat" };
      case "your_next_upkeep": return { until: "next_upkeep", player: this.controller };
      case "your_next_untap": return { until: "next_untap", player: this.controller };
      case "end_of_your_next_upkeep": return { until: "end_of_next_upkeep", player: this.controller, turn: this.g.state.turn.number };
      case "indefinitely": return { until: "indefinitely" };
      case "source_tapped": return { while: "source_tapped", source: this.item.source };
      case "source_controlled": return { while: "source_controlled", source: this.item.source, player: this.controller };
    }
  }

  // ---- questions (CR 608.2d) ------------------------------------------------------------------

  /** Asks a player; see Game.ask. A step asks before it changes anything (resolve.ts). */
  ask(player: PlayerId, prompt: string, choice: Choice): Answer {
    return this.g.ask(player, prompt, choice, this.item.source);
  }

  /**
   * CR 729: the players play a subgame (Shahrazad). The first step of a resolution step: the main
   * game stops here, the subgame is played (core/subgame.ts), and the step runs again as it ends,
   * this returning its winner ("draw" when no player won it).
   */
  subgame(prompt: string): PlayerId | "draw" {
    const a = this.g.stepAnswers.shift() ?? this.g.replayAnswers.shift();
    if (a) return a.value as PlayerId | "draw";
    if (this.g.stepStart === null || this.g.stepStart !== this.g.version) throw new Error("A subgame starts only at the start of a resolution step");
    throw new NeedDecision(this.controller, prompt, { type: "option", options: ["A", "B", "draw"] }, true, this.item.source, true);
  }

  /** Chooses between `min` and `max` of `from` (no question when only one answer is possible). */
  chooseCards(player: PlayerId, from: string[], min: number, max: number, prompt: string): string[] {
    max = Math.min(max, from.length);
    min = Math.min(min, max);
    if (max === 0) return [];
    if (min === max && from.length === max) return [...from];
    const a = this.ask(player, prompt, { type: "cards", from, min, max });
    return a.cards ?? [];
  }

  /**
   * `player` searches their library (CR 701.23a) for up to `count` cards with the stated
   * `quality` (`text`: its words, "a basic land card"), or for `count` cards of any kind.
   *
   * - CR 701.23b: with a stated quality the searcher may find fewer, none, even if present: the
   *   question asks for 0 to `count`. CR 701.23d: "a card" or "three cards" must be found, as
   *   many as the library holds.
   * - The cards offered are those that have the quality and those this copy does not know (a copy
   *   with hidden libraries, engine/core/hidden.ts: it cannot judge them). In network play
   *   (`external`) every card of the library is offered, known or not: both programs' copies must
   *   ask the very same question, and the other's does not know the searcher's library. The
   *   answer is checked against the quality on every card the copy knows (decisions.ts
   *   `searchProblem`), so the searcher, who looks at its library before it answers, can only
   *   find cards that have it.
   * - `shown`: the effect reveals the cards found (CR 701.23e, 701.20a) or puts them into a public
   *   zone at once: the answer comes with them shown, and the other copy checks them.
   *
   * `looked` tells whether the searcher has seen its library: a question asked in network play
   * shows it (the other program gives it the keys of its library), so declining to find any card
   * is still a search, and the library is shuffled after it. In a game on one computer no one is
   * shown anything, and an optional search answered with no card is not made (as before).
   */
  searchLibrary(player: PlayerId, o: { count: number; quality?: Filter; text: string; shown?: boolean; prompt: string }): { cards: string[]; looked: boolean } {
    const g = this.g;
    const network = !!g.state.external;
    const from = g.player(player).library.filter((id) => {
      const obj = g.obj(id)!;
      return network || !o.quality || obj.name === UNKNOWN_CARD || matches(g, obj, g.chars(obj), o.quality, { you: player });
    });
    const max = Math.min(o.count, from.length);
    const min = o.quality ? 0 : max;
    if (max === 0) return { cards: [], looked: false };
    if (min === max && from.length === max) return { cards: [...from], looked: false };
    const search: Search = { text: o.text, ...(o.quality ? { quality: o.quality } : {}), ...(o.shown ? { shown: true } : {}) };
    const a = this.ask(player, o.prompt, { type: "cards", from, min, max, search });
    return { cards: a.cards ?? [], looked: network };
  }

  yesNo(player: PlayerId, prompt: string): boolean {
    return this.ask(player, prompt, { type: "yesno" }).value === true;
  }

  chooseColor(player: PlayerId, prompt: string, options: Color[]): Color {
    if (options.length === 1) return options[0]!;
    return this.ask(player, prompt, { type: "color", options }).value as Color;
  }

  chooseNumber(player: PlayerId, prompt: string, min: number, max: number): number {
    if (min === max) return min;
    return this.ask(player, prompt, { type: "number", min, max }).value as number;
  }

  /**
   * "You may choose a number": one question that takes the number, or `false` to decline (null
   * is returned); `true` is also understood, as "yes", and the number is asked next.
   */
  mayChooseNumber(player: PlayerId, prompt: string, min: number, max: number): number | null {
    const v = this.ask(player, prompt, { type: "number", min, max, optional: true }).value;
    if (v === false) return null;
    if (v === true) return this.chooseNumber(player, prompt, min, max);
    return v as number;
  }

  /** "Choose a card name" (CR 201.4): always asked (there are always many names). */
  chooseName(player: PlayerId, prompt: string): string {
    return this.ask(player, prompt, { type: "name" }).value as string;
  }

  /** One of the labelled options (1-based). */
  chooseOption(player: PlayerId, prompt: string, options: string[]): number {
    if (options.length === 1) return 1;
    return this.ask(player, prompt, { type: "option", options }).value as number;
  }

  /**
   * "Pay {cost}?": always asked, even when the player can't pay (declining is always possible,
   * CR 118.12); paying is automatic, like `pay` left out of a cast.
   */
  payOrNot(player: PlayerId, cost: string, prompt = `Pay ${cost}?`): boolean {
    const a = this.ask(player, prompt, { type: "pay", cost });
    if (a.value !== true) return false;
    if (!autoPay(this.g, player, parseCost(cost))) throw new Illegal("cannot_pay", `You can't pay ${cost}`);
    this.g.emit("paid", `${this.g.player(player).name} pays ${cost}`, { player });
    return true;
  }
}
