/**
 * Turning the player's clicks, drops and keys into intents for the host. Each function reads
 * the store's latest view and legal actions (getState, not a render's copy) and either submits
 * an engine action or moves the UI along (choose a target, a mode, X). Drops and clicks share
 * these, so every drag has a click/keyboard equivalent.
 */
import type { CardView } from "../../../../engine/index";
import type { SubmittedAction } from "../../../../app/shared/contract/match";
import { useStore } from "../../store/index";
import type { CastLike, Intent } from "../../store/table-ui-slice";
import {
  activateOptions,
  attackCandidates,
  blockCandidates,
  blockLimit,
  canPass,
  castOptions,
  hasTargets,
  nextStep,
  objectIndex,
  playOption,
  refName,
  takesFirstTarget,
} from "./legal";
import { passTooEarly, positionOf } from "./pass-guard";
import { STEP_WORDS } from "./StepTrack";

const st = () => useStore.getState();

function current() {
  const u = st().update;
  if (!u?.view) return null;
  return { u, view: u.view, legal: u.legal, me: u.view.you };
}

function reject(message: string, card?: string) {
  useStore.setState({ rejected: { message, card, at: Date.now() } });
}

/** Submits an engine action; remembers a manually paid cast for "pay automatically instead". */
export async function send(action: SubmittedAction | CastLike, card?: string): Promise<boolean> {
  const { player: _p, ...rest } = action as SubmittedAction;
  const ok = await st().submit(rest as SubmittedAction, card);
  if (ok && rest.type === "cast" && (rest as CastLike).manualPayment) st().setManualCast(rest as CastLike);
  return ok;
}

/**
 * Takes back the mana ability just activated (engine/core/mana-undo.ts): offered by the engine
 * only while its mana is unused and nothing else has happened since.
 */
export async function undoMana(): Promise<void> {
  const c = current();
  if (!c?.legal?.undoMana) {
    reject("There is no mana to undo: only mana just made, still unused, with nothing else done since.");
    return;
  }
  await send({ type: "undoMana" } as SubmittedAction, c.legal.undoMana.source);
}

/** Moves an intent along: submits it when complete, else leaves it for the next choice. */
export async function advance(intent: Intent): Promise<void> {
  const step = nextStep(intent);
  if (!step) {
    st().setIntent(null);
    reject(`${intent.name} cannot be ${intent.verb === "cast" ? "cast" : "activated"} that way now.`, intent.card);
    return;
  }
  if (step.kind !== "ready") {
    st().setIntent(intent);
    return;
  }
  st().setIntent(null);
  await send(step.action, intent.card);
}

/** A hand card: play the land, or start casting (targets may follow). `firstTarget` from a drop. */
export async function playHandCard(card: CardView, opts: { firstTarget?: string; manual?: boolean } = {}): Promise<void> {
  const c = current();
  if (!c) return;
  if (playOption(c.legal, card) && !opts.firstTarget) {
    await send({ type: "play", card: card.id }, card.id);
    return;
  }
  const [option] = castOptions(c.view, c.legal, card);
  if (!option) {
    // Nothing the engine offers: ask it anyway, so the player reads the engine's own reason.
    const attempt = card.types.includes("Land")
      ? { type: "play" as const, card: card.id }
      : { type: "cast" as const, card: card.id, ...(opts.firstTarget ? { targets: [opts.firstTarget] } : {}) };
    if (!c.legal) {
      reject(`You cannot act now: it is not your priority. ${card.name} stays in your hand.`, card.id);
      return;
    }
    await send(attempt, card.id);
    return;
  }
  const intent: Intent = { verb: "cast", card: card.id, name: card.name, option, targets: [], manual: opts.manual ?? st().payByHand };
  if (opts.firstTarget) {
    const fits = takesFirstTarget(option, opts.firstTarget);
    if (fits === false) {
      const idx = objectIndex(c.view);
      if (!hasTargets(option)) {
        reject(`${card.name} has no target: drop it on your battlefield.`, card.id);
        return;
      }
      // The engine says why (an illegal target, protection…); nothing changes.
      const ok = await send({ type: "cast", card: card.id, targets: [opts.firstTarget] }, card.id);
      if (!ok && !st().rejected?.message) reject(`${refName(c.view, opts.firstTarget, idx)} is not a legal target for ${card.name}.`, card.id);
      return;
    }
    // Modes decide targets: the mode whose first target fits.
    await advance({ ...intent, targets: [opts.firstTarget], mode: fits });
    return;
  }
  await advance(intent);
}

/** A permanent's activated abilities (one, or a menu when there are several). */
export async function activatePermanent(card: CardView): Promise<void> {
  const c = current();
  if (!c) return;
  const options = activateOptions(c.legal, card.id);
  if (!options.length) return;
  if (options.length > 1) {
    st().openMenu(card.id);
    return;
  }
  await advance({ verb: "activate", card: card.id, name: card.name, option: options[0]!, targets: [], manual: false });
}

export async function chooseAbility(card: CardView, ability: number): Promise<void> {
  const c = current();
  if (!c) return;
  const option = activateOptions(c.legal, card.id).find((o) => o.ability === ability);
  st().openMenu(null);
  if (option) await advance({ verb: "activate", card: card.id, name: card.name, option, targets: [], manual: false });
}

/** A target clicked or dropped on while an intent waits for one. */
export async function pickTarget(ref: string): Promise<boolean> {
  const intent = st().intent;
  const c = current();
  if (!intent || !c) return false;
  const step = nextStep(intent);
  if (step?.kind === "cost") {
    if (!step.candidates.includes(ref)) {
      reject(`${refName(c.view, ref)} can't be used for "${step.text}".`);
      return true;
    }
    const kind = intent.option.costs[step.part]!.kind;
    await advance({ ...intent, costs: { ...(intent.costs ?? {}), [kind]: [...(intent.costs?.[kind] ?? []), ref] } });
    return true;
  }
  if (step?.kind !== "target") return false;
  if (!step.candidates.includes(ref)) {
    reject(`${refName(c.view, ref)} is not a legal target for ${intent.name}.`);
    return true;
  }
  await advance({ ...intent, targets: [...intent.targets, ref] });
  return true;
}

/** What a click (or Enter) on a card means now. Returns false when it means nothing. */
export async function clickCard(card: CardView, zone: "hand" | "battlefield" | "stack" | "graveyard" | "exile"): Promise<boolean> {
  const c = current();
  if (!c) return false;
  const s = st();
  if (s.intent) return pickTarget(card.id);
  const d = (c.view.decision?.by ?? c.view.decision?.player) === c.me ? c.view.decision : null;
  if (d?.kind === "declare_attackers" && zone === "battlefield") {
    const { able, forced } = attackCandidates(c.legal);
    if (!able.has(card.id)) {
      if (card.controller === c.me && card.types.includes("Creature")) reject(`${card.name} cannot attack now.`, card.id);
      return false;
    }
    if (s.bandOpen) {
      // Forming a band (CR 702.22c): a click puts the creature in it, or takes it out.
      s.toggleBandMember(card.id);
      return true;
    }
    if (forced.includes(card.id) && s.attackers.includes(card.id)) {
      reject(`${card.name} attacks each combat if able.`, card.id);
      return true;
    }
    s.toggleAttacker(card.id);
    return true;
  }
  if (d?.kind === "declare_blockers" && zone === "battlefield") {
    const cands = blockCandidates(c.legal);
    if (card.controller === c.me) {
      const own = s.blocks.filter((b) => b.blocker === card.id).length;
      if (own) {
        // A blocker that may block one more attacker is picked again to choose it; else (or when picked) its blocks go.
        if (s.selectedBlocker !== card.id && own < blockLimit(c.legal, card.id)) s.selectBlocker(card.id);
        else s.removeBlock(card.id);
        return true;
      }
      if (!cands.has(card.id)) {
        reject(`${card.name} cannot block now.`, card.id);
        return true;
      }
      s.selectBlocker(s.selectedBlocker === card.id ? null : card.id);
      return true;
    }
    if (card.attacking && s.selectedBlocker) return declareBlock(s.selectedBlocker, card.id);
    return false;
  }
  const paying = d?.kind === "payment" || (d?.kind === "choose" && (d.choiceType === "pay" || d.choiceType === "number"));
  if (paying && zone === "battlefield") {
    const options = activateOptions(c.legal, card.id).filter((o) => o.isMana);
    if (!options.length) return false;
    // Several ways to tap it (a dual land's two abilities, a color to choose): ask which.
    if (options.length > 1 || (options[0]!.mana?.length ?? 0) > 1) {
      s.openMenu(card.id);
      return true;
    }
    const o = options[0]!;
    await send({ type: "activate", card: card.id, ability: o.ability, ...(o.mana ? { mana: o.mana[0] } : {}) }, card.id);
    return true;
  }
  // Aiming a dexterity card (Chaos Orb, Falling Star): the click on the table is the aim.
  const choice = c.legal?.choose?.choice;
  if (d?.kind === "choose" && choice?.type === "cards" && choice.aim && zone === "battlefield") {
    if (!choice.from.includes(card.id)) {
      reject(`${card.name} can't be aimed at.`, card.id);
      return true;
    }
    await send({ type: "choose", cards: [card.id] }, card.id);
    return true;
  }
  if (d?.kind === "choose") return false; // answered in the question's dialog
  if (zone === "hand") {
    await playHandCard(card);
    return true;
  }
  // Your permanents, and an opponent's whose ability you may activate ("any player may activate",
  // "only your opponents may activate": Armageddon Clock, Clergy of the Holy Nimbus).
  if (zone === "battlefield") {
    if (!activateOptions(c.legal, card.id).length) return false;
    await activatePermanent(card);
    return true;
  }
  return false;
}

export async function declareBlock(blocker: string, attacker: string): Promise<boolean> {
  const c = current();
  if (!c) return false;
  const cands = blockCandidates(c.legal);
  const idx = objectIndex(c.view);
  if (!cands.get(blocker)?.has(attacker)) {
    reject(`${idx.get(blocker)?.name ?? "That creature"} cannot block ${idx.get(attacker)?.name ?? "that attacker"}.`, blocker);
    return true;
  }
  st().setBlock({ blocker, attacker }, blockLimit(c.legal, blocker));
  return true;
}

/**
 * A pass, or a confirmation, pressed before the player can have seen the position it would act
 * on (pass-guard.ts): it does nothing but say so. True when the press was too early.
 */
function tooEarly(c: NonNullable<ReturnType<typeof current>>): boolean {
  if (!passTooEarly(positionOf(c.u.matchId, c.u.step))) return false;
  const whose = c.view.turn.active === c.me ? "your" : `${c.view.players[c.view.turn.active].name}'s`;
  reject(`Not passed: the game has only just reached ${whose} ${STEP_WORDS[c.view.turn.step]}. Look, then press again.`);
  return true;
}

/** The prompt bar's main button (F2): pass, or confirm the declaration on the table. */
export async function primary(): Promise<void> {
  const c = current();
  if (!c || st().submitting) return;
  const s = st();
  if (!s.intent && c.legal && tooEarly(c)) return;
  const d = (c.view.decision?.by ?? c.view.decision?.player) === c.me ? c.view.decision : null;
  if (s.intent) return;
  if (d?.kind === "declare_attackers") {
    if (s.bandOpen) s.openBand(false); // a band being formed is part of the declaration
    const { attackers, bands } = st();
    await send({ type: "attack", attackers, ...(bands.length ? { bands } : {}) });
    return;
  }
  if (d?.kind === "declare_blockers") {
    await send({ type: "block", blocks: s.blocks });
    return;
  }
  if (d?.kind === "payment") {
    await send({ type: "choose", value: true });
    return;
  }
  if (canPass(c.legal)) await send({ type: "pass" });
}

export async function passUntil(kind: "stop" | "turn"): Promise<void> {
  const c = current();
  if (!c || st().submitting) return;
  if (c.legal && !st().intent && tooEarly(c)) return;
  st().setPassMode(kind === "stop" ? { kind, serial: c.view.turn.serial } : { kind, turn: c.view.turn.number, ...(c.view.subgame ? { depth: c.view.subgame.depth } : {}) });
  const d = (c.view.decision?.by ?? c.view.decision?.player) === c.me ? c.view.decision : null;
  if (!d && canPass(c.legal)) await send({ type: "pass" });
  else if (d?.kind === "declare_attackers" && kind === "turn") await send({ type: "attack", attackers: [] });
}

/** Cancels a half-paid spell (rewinds, CR 733) or the intent being put together. */
export async function cancelAll(): Promise<void> {
  const s = st();
  if (s.intent || s.menuFor) {
    s.setIntent(null);
    s.openMenu(null);
    return;
  }
  if (s.selectedBlocker) {
    s.selectBlocker(null);
    return;
  }
  const c = current();
  if (c?.view.decision?.kind === "payment" && (c.view.decision.by ?? c.view.decision.player) === c.me) {
    await send({ type: "cancel" });
    s.setManualCast(null);
  }
}

/** Payment dialog: give up paying by hand and let the engine pay (cancel, then cast again). */
export async function payAutomatically(): Promise<void> {
  const cast = st().manualCast;
  if (!cast) return;
  if (!(await send({ type: "cancel" }))) return;
  const { manualPayment: _m, ...auto } = cast;
  st().setManualCast(null);
  await send(auto, cast.card);
}
