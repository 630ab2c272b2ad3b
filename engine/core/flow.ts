/**
 * Turn structure (CR 500–514) and priority (CR 117). The game runs forward on its own until a
 * player must decide something: receive priority, declare attackers or blockers, assign damage,
 * discard, or answer a choice.
 */
import type { PlayerId, Step } from "../types";
import { other, PLAYERS } from "../types";
import { cardDef } from "../cards/registry";
import type { Game } from "./game";
import { runStateBasedActions } from "./sba";
import { attackersAvailable, blockersAvailable, combatNeedsFirstStrikeStep, dealCombatDamage, nextAssignment } from "./combat";
import type { StackItem } from "./state";

/** Puts waiting triggered abilities on the stack, active player's first (APNAP, CR 603.3b). */
function placeTriggers(g: Game): boolean {
  const s = g.state;
  if (!s.pendingTriggers.length) return false;
  const active = s.turn.active;
  const ordered: StackItem[] = [
    ...s.pendingTriggers.filter((t) => t.controller === active),
    ...s.pendingTriggers.filter((t) => t.controller !== active),
  ];
  s.pendingTriggers = [];
  for (const t of ordered) {
    s.stack.push(t);
    g.emit("trigger", `${t.name}'s ability triggers`, { item: t.id });
  }
  return true;
}

/**
 * A player would receive priority: first state-based actions and triggered abilities (CR 117.5),
 * repeated until none. Then that player gets priority.
 */
export function givePriority(g: Game, p: PlayerId): void {
  const s = g.state;
  for (let i = 0; i < 100; i++) {
    runStateBasedActions(g);
    if (s.outcome) { s.priority = null; return; }
    if (!placeTriggers(g)) break;
  }
  s.priority = p;
}

/** The step after `step` in the current turn, or null at the end of the turn. */
function followingStep(g: Game, step: Step): Step | null {
  const s = g.state;
  const order: Step[] = [
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
  ];
  let i = order.indexOf(step) + 1;
  while (i < order.length) {
    const next = order[i++]!;
    // CR 508.8: with no attackers declared, skip declare blockers and combat damage steps.
    if ((next === "declare_blockers" || next === "first_strike_damage" || next === "combat_damage") && !s.attackersDeclared) continue;
    // CR 510.4: the first-strike damage step exists only if a first or double striker is in combat.
    if (next === "first_strike_damage" && !combatNeedsFirstStrikeStep(g)) continue;
    return next;
  }
  return null;
}

/** Ends the current step: mana empties (CR 500.4) and "until end of combat" ends. */
function endStep(g: Game): void {
  g.emptyManaPools();
  if (g.state.turn.step === "end_of_combat") {
    for (const o of g.battlefield()) g.removeFromCombat(o); // CR 511.3
    g.state.combatHadFirstStrike = false;
    g.state.attackersDeclared = false;
    for (const o of g.battlefield()) delete o.dealtFirstStrike;
  }
}

/** Moves to the next step or turn and runs its turn-based actions, until someone must decide. */
export function advance(g: Game): void {
  const s = g.state;
  for (let guard = 0; guard < 1000; guard++) {
    if (s.outcome || s.decision || s.priority) return;
    endStep(g);
    const next = followingStep(g, s.turn.step);
    if (next === null) startNextTurn(g);
    else beginStep(g, next);
  }
}

function startNextTurn(g: Game): void {
  const s = g.state;
  const nextActive = s.extraTurns.length ? s.extraTurns.shift()! : other(s.turn.active); // CR 500.7
  s.turn.number += 1;
  s.turn.active = nextActive;
  for (const p of PLAYERS) g.player(p).landsPlayed = 0;
  g.emit("turn", `Turn ${s.turn.number}: ${g.player(nextActive).name}'s turn`, { turn: s.turn.number, player: nextActive });
  beginStep(g, "untap");
}

/** Triggers "at the beginning of" a step (CR 603.2). */
function beginningTriggers(g: Game, step: Step): void {
  const active = g.state.turn.active;
  for (const o of g.battlefield()) {
    cardDef(o.name)?.triggers?.forEach((t, index) => {
      const w = t.when;
      if (step === "upkeep" && w.on === "upkeep") {
        if (w.whose === "yours" && o.controller !== active) return;
        if (w.whose === "chosen" && o.chosen?.player !== active) return;
        g.trigger(o, t, index, { player: active });
      }
      if (step === "draw" && w.on === "draw_step") g.trigger(o, t, index, { player: active });
      if (step === "end" && w.on === "end_step") g.trigger(o, t, index, { player: active });
    });
  }
}

export function beginStep(g: Game, step: Step): void {
  const s = g.state;
  const active = s.turn.active;
  s.turn.step = step;
  s.turn.serial += 1;
  s.passed = [];
  s.priority = null;
  g.emit("step", `${stepName(step)}`, { step, turn: s.turn.number });
  switch (step) {
    case "untap":
      // CR 502.2–3: the active player's permanents stop being "summoning sick" and untap. No priority.
      for (const o of g.battlefield()) {
        if (o.controller === active) {
          o.sick = false;
          o.tapped = false;
        }
      }
      return;
    case "upkeep":
      beginningTriggers(g, step);
      givePriority(g, active);
      return;
    case "draw":
      // CR 103.8a: the first player skips the draw of their first turn.
      if (!(s.turn.number === s.skipDrawTurn && active === s.firstPlayer)) g.draw(active);
      beginningTriggers(g, step);
      givePriority(g, active);
      return;
    case "declare_attackers":
      // CR 508.1: the active player declares attackers; with none able, the engine declares none.
      if (attackersAvailable(g)) s.decision = { kind: "declare_attackers", player: active };
      else {
        g.emit("attack", `${g.player(active).name} declares no attackers`, { player: active, attackers: [] });
        givePriority(g, active);
      }
      return;
    case "declare_blockers":
      if (blockersAvailable(g)) s.decision = { kind: "declare_blockers", player: other(active) };
      else {
        g.emit("block", `${g.player(other(active)).name} declares no blockers`, { player: other(active), blocks: [] });
        for (const a of g.battlefield()) if (a.attacking && !a.blocked) a.blockedBy = [];
        givePriority(g, active);
      }
      return;
    case "first_strike_damage":
    case "combat_damage":
      s.combatHadFirstStrike ||= step === "first_strike_damage";
      continueCombatDamage(g);
      return;
    case "end":
      beginningTriggers(g, step);
      givePriority(g, active);
      return;
    case "cleanup":
      cleanup(g);
      return;
    default:
      givePriority(g, active);
  }
}

/** Asks for the next damage assignment, or deals combat damage once all are made (CR 510.1–2). */
export function continueCombatDamage(g: Game): void {
  const need = nextAssignment(g);
  if (need) {
    g.state.decision = { kind: "assign_damage", player: g.state.turn.active, attacker: need };
    return;
  }
  dealCombatDamage(g);
  givePriority(g, g.state.turn.active);
}

/** CR 514: discard to hand size, then remove damage and end "until end of turn" effects. */
export function cleanup(g: Game): void {
  const s = g.state;
  const active = s.turn.active;
  const excess = g.player(active).hand.length - s.rules.maxHandSize;
  if (excess > 0) {
    s.decision = { kind: "discard", player: active, count: excess, reason: "cleanup" };
    return;
  }
  finishCleanup(g);
}

export function finishCleanup(g: Game): void {
  const s = g.state;
  for (const o of g.battlefield()) {
    o.damage = 0;
    delete o.damagedBy;
    delete o.regenShields;
    delete o.noRegenThisTurn;
    delete o.exileIfDiesThisTurn;
  }
  // Damage records of objects in other zones are meaningless after the turn, too.
  for (const o of Object.values(s.objects)) delete o.damagedBy;
  s.floating = [];
  s.shields = [];
  s.preventAllCombatDamage = false;
  // CR 514.3a: if state-based actions or triggers happen now, players get priority, then another cleanup.
  const sba = runStateBasedActions(g);
  if (s.outcome) return;
  if (sba || s.pendingTriggers.length) {
    givePriority(g, s.turn.active);
  }
}

export function stepName(step: Step): string {
  return step.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/**
 * A player passes priority (CR 117.3d). When all pass in succession, the top of the stack
 * resolves (CR 608.1) or, with an empty stack, the step ends (CR 500.2).
 */
export function passPriority(g: Game, p: PlayerId, resolveTop: (g: Game) => void): void {
  const s = g.state;
  s.passed.push(p);
  g.emit("pass", `${g.player(p).name} passes`, { player: p });
  if (s.passed.length < 2) {
    givePriority(g, other(p));
    return;
  }
  s.passed = [];
  s.priority = null;
  if (s.stack.length) {
    resolveTop(g);
    if (!s.decision && !s.outcome) givePriority(g, s.turn.active); // CR 117.3b
    return;
  }
  // In a cleanup step where players got priority, another cleanup step follows (CR 514.3a).
  if (s.turn.step === "cleanup") {
    s.turn.serial += 1;
    cleanup(g);
    if (!s.decision && !s.priority) advance(g);
    return;
  }
  advance(g);
}
