/**
 * The rules kernel: one game state being changed by one action. Every change to the game goes
 * through these methods, which apply replacement and prevention effects first (CR 614–616),
 * then change the state, then record the event and the abilities it triggers (CR 603.2).
 */
import type { Color, GameEvent, ManaSymbol, PlayerId, Ref } from "../types";
import { other, PLAYERS } from "../types";
import { cardDef } from "../cards/registry";
import type { TriggerDef } from "../cards/types";
import { computeChars, type Chars } from "./layers";
import { randomInt, shuffle } from "./rng";
import type { GameObject, GameState, PlayerState, StackItem, Zone } from "./state";

/** What we know of a damage source, even after it left its zone (CR 113.7a, last known information). */
export interface SourceInfo {
  id: string;
  name: string;
  controller: PlayerId;
  colors: Color[];
  isCreature: boolean;
}

export class Game {
  constructor(public state: GameState, public events: GameEvent[] = []) {}

  /** Objects that already left the battlefield in the current simultaneous event, as they last existed. */
  private leftTogether: GameObject[] | null = null;

  /**
   * Runs `fn` as one simultaneous event: permanents leaving during it still "see" each other,
   * since leaves-the-battlefield abilities look back in time (CR 603.10a). E.g. Sengir Vampire
   * dying together with a creature it damaged still triggers.
   */
  simultaneously(fn: () => void): void {
    const outer = this.leftTogether;
    this.leftTogether = outer ?? [];
    try {
      fn();
    } finally {
      if (!outer) this.leftTogether = null;
    }
  }

  // ---- lookups -------------------------------------------------------------------------------

  obj(id: string): GameObject | undefined {
    return this.state.objects[id];
  }

  chars(o: GameObject): Chars {
    return computeChars(this, o);
  }

  player(p: PlayerId): PlayerState {
    return this.state.players[p];
  }

  isPlayer(ref: Ref): ref is PlayerId {
    return ref === "A" || ref === "B";
  }

  battlefield(): GameObject[] {
    return this.state.battlefield.map((id) => this.state.objects[id]!);
  }

  creatures(): GameObject[] {
    return this.battlefield().filter((o) => this.chars(o).types.includes("Creature"));
  }

  controls(p: PlayerId, test: (o: GameObject, c: Chars) => boolean): boolean {
    return this.battlefield().some((o) => o.controller === p && test(o, this.chars(o)));
  }

  sourceInfo(o: GameObject): SourceInfo {
    const c = this.chars(o);
    return { id: o.id, name: o.name, controller: o.controller, colors: c.colors, isCreature: c.types.includes("Creature") };
  }

  emit(type: string, text: string, extra: Record<string, unknown> = {}): void {
    this.events.push({ type, text, ...extra });
  }

  newId(): string {
    return "o" + this.state.nextId++;
  }

  timestamp(): number {
    return this.state.nextTimestamp++;
  }

  // ---- zones ---------------------------------------------------------------------------------

  private zoneArray(o: GameObject): string[] {
    if (o.zone === "battlefield") return this.state.battlefield;
    if (o.zone === "stack") return []; // stack items are kept in state.stack
    return this.player(o.owner)[o.zone];
  }

  /**
   * Moves an object to another zone. It becomes a new object with a new id (CR 400.7).
   * Cards in hand, library, graveyard and exile are always in their owner's zone (CR 400.3).
   */
  move(id: string, to: Zone, opts: { controller?: PlayerId; bottom?: boolean; tapped?: boolean; index?: number } = {}): GameObject {
    const o = this.obj(id)!;
    const from = o.zone;
    const lastKnown = from === "battlefield" ? { chars: this.chars(o), obj: { ...o } } : null;
    // CR 113.7a: abilities of this permanent waiting or on the stack keep its last known state.
    if (lastKnown) for (const it of [...this.state.stack, ...this.state.pendingTriggers]) if (it.source === id && it.kind === "ability") it.sourceLast = lastKnown.obj;
    const list = this.zoneArray(o);
    const at = list.indexOf(id);
    if (at >= 0) list.splice(at, 1);
    if (from === "stack") this.state.stack = this.state.stack.filter((s) => s.id !== id);
    delete this.state.objects[id];

    const controller = to === "battlefield" || to === "stack" ? (opts.controller ?? o.owner) : o.owner;
    const n: GameObject = {
      id: this.newId(), card: o.card, name: o.name, owner: o.owner, controller, baseController: controller,
      zone: to, tapped: false, sick: to === "battlefield", damage: 0, counters: {}, timestamp: this.timestamp(),
    };
    this.state.objects[n.id] = n;
    if (to === "battlefield") {
      const def = cardDef(n.name);
      n.tapped = !!opts.tapped || !!def?.entersTapped; // CR 614.1c: "enters tapped" is a replacement
      if (def?.chooseOpponentOnEntry) n.chosen = { player: other(controller) }; // CR 614.12: two players
      this.state.battlefield.push(n.id);
    } else if (to !== "stack") {
      const zone = this.player(o.owner)[to];
      if (opts.index !== undefined) zone.splice(opts.index, 0, n.id);
      else if (opts.bottom) zone.push(n.id);
      else if (to === "library") zone.unshift(n.id); // library index 0 is the top
      else zone.push(n.id); // graveyard and exile grow on top (end of list)
    }
    if (from === "battlefield" && lastKnown) {
      this.leftBattlefield(o, n, lastKnown.chars);
      this.leftTogether?.push(lastKnown.obj);
    }
    if (to === "battlefield") this.enteredBattlefield(n);
    this.emit("zone", `${o.name} moves from ${from} to ${to}`, { from, to, object: n.id, old: id, card: n.card });
    return n;
  }

  private leftBattlefield(old: GameObject, now: GameObject, chars: Chars): void {
    // Remove it from combat and from other objects' combat records (CR 506.4).
    for (const b of this.battlefield()) {
      if (b.blockedBy?.includes(old.id)) b.blockedBy = b.blockedBy.filter((x) => x !== old.id);
      if (b.blocking === old.id) delete b.blocking;
    }
    // Leaves-the-battlefield triggers look back in time (CR 603.10a).
    const def = cardDef(old.name);
    def?.triggers?.forEach((t, index) => {
      if (t.when.on === "self_leaves") this.trigger(old, t, index, { creature: old.animated ?? "" });
    });
    const died = now.zone === "graveyard" && chars.types.includes("Creature");
    if (died) {
      this.emit("dies", `${old.name} dies`, { object: now.id, old: old.id });
      for (const src of [...this.battlefield(), ...(this.leftTogether ?? [])]) {
        const sdef = cardDef(src.name);
        sdef?.triggers?.forEach((t, index) => {
          if (t.when.on === "dies" && t.when.which === "damaged_by_self" && src.id !== old.id && old.damagedBy?.includes(src.id)) {
            this.trigger(src, t, index, {});
          }
        });
      }
    }
  }

  private enteredBattlefield(n: GameObject): void {
    const def = cardDef(n.name);
    def?.triggers?.forEach((t, index) => {
      if (t.when.on === "self_enters") this.trigger(n, t, index, {});
    });
  }

  // ---- triggers ------------------------------------------------------------------------------

  /** Records a triggered ability; it goes on the stack the next time a player would receive priority (CR 603.3). */
  trigger(source: GameObject, t: TriggerDef, index: number, data: StackItem["data"]): void {
    const item: StackItem = {
      id: "t" + this.state.nextId++, kind: "ability", name: source.name, controller: source.controller,
      source: source.id, ability: { kind: "triggered", index }, targets: [], data,
      sourceColors: this.chars(source).colors,
    };
    if (t.condition && !t.condition(this, source, item)) return; // CR 603.4 intervening "if"
    this.state.pendingTriggers.push(item);
  }

  // ---- players and cards ---------------------------------------------------------------------

  draw(p: PlayerId, n = 1): void {
    for (let i = 0; i < n; i++) {
      const pl = this.player(p);
      const top = pl.library[0];
      if (top === undefined) {
        pl.drewFromEmpty = true; // CR 704.5b: checked as a state-based action
        this.emit("draw_empty", `${pl.name} has no card to draw`, { player: p });
        continue;
      }
      this.move(top, "hand");
      this.emit("draw", `${pl.name} draws a card`, { player: p });
    }
  }

  discard(p: PlayerId, id: string): void {
    const o = this.obj(id)!;
    this.move(id, "graveyard");
    this.emit("discard", `${this.player(p).name} discards ${o.name}`, { player: p });
  }

  discardAtRandom(p: PlayerId, n: number): void {
    for (let i = 0; i < n; i++) {
      const hand = this.player(p).hand;
      if (hand.length === 0) return;
      this.discard(p, hand[randomInt(this.state, hand.length)]!);
    }
  }

  mill(p: PlayerId, n: number): void {
    for (let i = 0; i < n; i++) {
      const top = this.player(p).library[0];
      if (top === undefined) return;
      this.move(top, "graveyard");
    }
  }

  shuffleLibrary(p: PlayerId): void {
    shuffle(this.state, this.player(p).library);
    this.emit("shuffle", `${this.player(p).name} shuffles their library`, { player: p });
  }

  gainLife(p: PlayerId, n: number): void {
    if (n <= 0) return;
    this.player(p).life += n;
    this.emit("life", `${this.player(p).name} gains ${n} life`, { player: p, delta: n });
  }

  loseLife(p: PlayerId, n: number): void {
    if (n <= 0) return;
    this.player(p).life -= n;
    this.emit("life", `${this.player(p).name} loses ${n} life`, { player: p, delta: -n });
  }

  addMana(p: PlayerId, symbols: ManaSymbol[]): void {
    this.player(p).manaPool.push(...symbols);
    if (symbols.length) this.emit("mana", `${this.player(p).name} adds ${symbols.map((s) => `{${s}}`).join("")}`, { player: p });
  }

  /** CR 500.4: pools empty at the end of each step and phase; with the mana-burn option, unspent mana costs life. */
  emptyManaPools(): void {
    for (const p of PLAYERS) {
      const pool = this.player(p).manaPool;
      if (pool.length && this.state.rules.manaBurn) this.loseLife(p, pool.length);
      pool.length = 0;
    }
  }

  tap(id: string): void {
    const o = this.obj(id);
    if (o && !o.tapped) {
      o.tapped = true;
      this.emit("tap", `${o.name} becomes tapped`, { object: id });
    }
  }

  untap(id: string): void {
    const o = this.obj(id);
    if (o && o.tapped) {
      o.tapped = false;
      this.emit("untap", `${o.name} untaps`, { object: id });
    }
  }

  // ---- damage --------------------------------------------------------------------------------

  /** Applies prevention (CR 615) to damage about to be dealt; returns what remains. */
  private prevent(source: SourceInfo, ref: Ref, amount: number, combat: boolean): number {
    if (combat && this.state.preventAllCombatDamage) return 0; // Fog
    if (!this.isPlayer(ref)) {
      // CR 702.16e: protection prevents damage from sources of the stated quality.
      const target = this.obj(ref);
      if (target && hasProtectionFrom(this.chars(target), source.colors)) return 0;
    }
    for (const s of [...this.state.shields]) {
      if (amount <= 0) break;
      if (s.protects !== ref) continue;
      if (s.combatOnly && !combat) continue;
      if (s.source !== undefined && s.source !== source.id) continue;
      if (s.amount === "next") {
        amount = 0; // CoP: "the next time ... would deal damage, prevent that damage"
        this.state.shields = this.state.shields.filter((x) => x !== s);
      } else {
        const used = Math.min(s.amount, amount);
        amount -= used;
        s.amount -= used;
        if (s.amount <= 0) this.state.shields = this.state.shields.filter((x) => x !== s);
      }
    }
    return amount;
  }

  /** Deals damage from a source to a player or creature (CR 120). Returns the damage actually dealt. */
  dealDamage(source: SourceInfo, ref: Ref, amount: number, opts: { combat?: boolean } = {}): number {
    if (amount <= 0) return 0;
    const dealt = this.prevent(source, ref, amount, !!opts.combat);
    if (dealt <= 0) {
      this.emit("prevented", `Damage from ${source.name} is prevented`, { source: source.id, target: ref });
      return 0;
    }
    if (this.isPlayer(ref)) {
      this.player(ref).life -= dealt; // CR 120.3a
      this.emit("damage", `${source.name} deals ${dealt} damage to ${this.player(ref).name}`, { source: source.id, target: ref, amount: dealt, combat: !!opts.combat });
      if (ref !== source.controller) this.sourceDealtDamageToOpponent(source, ref);
    } else {
      const o = this.obj(ref);
      if (!o || o.zone !== "battlefield") return 0;
      o.damage += dealt; // CR 120.3e
      o.damagedBy = [...new Set([...(o.damagedBy ?? []), source.id])];
      this.emit("damage", `${source.name} deals ${dealt} damage to ${o.name}`, { source: source.id, target: ref, amount: dealt, combat: !!opts.combat });
    }
    return dealt;
  }

  private sourceDealtDamageToOpponent(source: SourceInfo, player: PlayerId): void {
    const src = this.obj(source.id);
    if (!src || src.zone !== "battlefield") return;
    cardDef(src.name)?.triggers?.forEach((t, index) => {
      if (t.when.on === "deals_damage_to_opponent") this.trigger(src, t, index, { player });
    });
  }

  // ---- destruction ---------------------------------------------------------------------------

  /** Destroys a permanent (CR 701.8), unless a regeneration shield replaces it (CR 701.19). */
  destroy(id: string, opts: { noRegen?: boolean } = {}): boolean {
    const o = this.obj(id);
    if (!o || o.zone !== "battlefield") return false;
    if (!opts.noRegen && !o.noRegenThisTurn && (o.regenShields ?? 0) > 0) {
      o.regenShields! -= 1;
      // CR 701.19a: instead tap it, remove all damage from it, and remove it from combat.
      o.tapped = true;
      o.damage = 0;
      this.removeFromCombat(o);
      this.emit("regenerate", `${o.name} regenerates`, { object: id });
      return false;
    }
    this.emit("destroy", `${o.name} is destroyed`, { object: id });
    this.putIntoGraveyardFromBattlefield(o);
    return true;
  }

  /** Dies → graveyard, unless "exile it instead" applies (Disintegrate, CR 614.6). */
  putIntoGraveyardFromBattlefield(o: GameObject): GameObject {
    if (o.exileIfDiesThisTurn && this.chars(o).types.includes("Creature")) return this.move(o.id, "exile");
    return this.move(o.id, "graveyard");
  }

  sacrifice(id: string): void {
    const o = this.obj(id);
    if (!o || o.zone !== "battlefield") return;
    this.emit("sacrifice", `${this.player(o.controller).name} sacrifices ${o.name}`, { object: id });
    this.putIntoGraveyardFromBattlefield(o);
  }

  removeFromCombat(o: GameObject): void {
    if (o.attacking) {
      for (const b of this.battlefield()) if (b.blocking === o.id) delete b.blocking;
    }
    if (o.blocking) {
      const a = this.obj(o.blocking);
      if (a?.blockedBy) a.blockedBy = a.blockedBy.filter((x) => x !== o.id);
    }
    delete o.attacking;
    delete o.blocking;
    delete o.blockedBy;
    delete o.blocked;
  }

  // ---- control -------------------------------------------------------------------------------

  /** Brings every permanent's controller up to date with layer 2 (Control Magic). */
  refreshControl(): void {
    for (const o of this.battlefield()) {
      const c = this.chars(o).controller;
      if (c !== o.controller) {
        o.controller = c;
        o.sick = true; // CR 302.6: it came under a new controller's control
        this.removeFromCombat(o); // CR 506.4
        this.emit("control", `${this.player(c).name} gains control of ${o.name}`, { object: o.id, player: c });
      }
    }
  }
}

export function hasProtectionFrom(c: Chars, colors: Color[]): boolean {
  const names: Record<Color, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };
  return colors.some((col) => c.keywords.has(`protection_from_${names[col]}` as never));
}
