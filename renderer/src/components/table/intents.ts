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
  castOptions,
  choosableCards,
  nextStep,
  objectIndex,
  playOption,
  refName,
} from "./legal";

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
export async function send(action: SubmittedAction, card?: string): Promise<boolean> {
  const { player: _p, ...rest } = action;
  const ok = await st().submit(rest as SubmittedAction, card);
  if (ok && rest.type === "cast" && (rest as CastLike & { manualPayment?: boolean }).manualPayment) st().setManualCast(rest as CastLike);
  return ok;
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
  const play = playOption(c.legal, card);
  if (play && !opts.firstTarget) {
    await send(play, card.id);
    return;
  }
  const options = castOptions(c.view, c.legal, card);
  if (!options.length) {
    // Nothing the engine offers: ask it anyway, so the player reads the engine's own reason.
    const attempt = card.types.includes("Land")
      ? { type: "play" as const, card: card.id }
      : { type: "cast" as const, card: card.id, ...(opts.firstTarget ? { targets: [opts.firstTarget] } : {}) };
    if (!c.legal.length) {
      reject(`You cannot act now: it is not your priority. ${card.name} stays in your hand.`, card.id);
      return;
    }
    await send(attempt, card.id);
    return;
  }
  const intent: Intent = { verb: "cast", card: card.id, name: card.name, options, targets: [], manual: opts.manual ?? st().payByHand };
  if (opts.firstTarget) {
    const fits = options.filter((o) => o.targets?.[0] === opts.firstTarget);
    if (!fits.length) {
      const idx = objectIndex(c.view);
      if (!options.some((o) => o.targets?.length)) {
        reject(`${card.name} has no target: drop it on your battlefield.`, card.id);
        return;
      }
      // The engine says why (an illegal target, protection, shroud…); nothing changes.
      const ok = await send({ ...options[0]!, targets: [opts.firstTarget, ...(options[0]!.targets ?? []).slice(1)] }, card.id);
      if (!ok && !st().rejected?.message) reject(`${refName(c.view, opts.firstTarget, idx)} is not a legal target for ${card.name}.`, card.id);
      return;
    }
    // Modes decide targets: pick the first mode whose first target fits.
    const mode = fits[0]!.choices?.mode;
    await advance({ ...intent, options: fits, targets: [opts.firstTarget], mode });
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
  const abilities = new Set(options.map((o) => o.ability ?? 1));
  if (abilities.size > 1) {
    st().openMenu(card.id);
    return;
  }
  await advance({ verb: "activate", card: card.id, name: card.name, options, targets: [], manual: false });
}

export async function chooseAbility(card: CardView, ability: number): Promise<void> {
  const c = current();
  if (!c) return;
  const options = activateOptions(c.legal, card.id).filter((o) => (o.ability ?? 1) === ability);
  st().openMenu(null);
  await advance({ verb: "activate", card: card.id, name: card.name, options, targets: [], manual: false });
}

/** A target clicked or dropped on while an intent waits for one. */
export async function pickTarget(ref: string): Promise<boolean> {
  const intent = st().intent;
  const c = current();
  if (!intent || !c) return false;
  const step = nextStep(intent);
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
  const d = c.view.decision?.player === c.me ? c.view.decision : null;
  if (d?.kind === "declare_attackers" && zone === "battlefield") {
    const { able, forced } = attackCandidates(c.legal);
    if (!able.has(card.id)) {
      if (card.controller === c.me && card.types.includes("Creature")) reject(`${card.name} cannot attack now.`, card.id);
      return false;
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
      if (s.blocks.some((b) => b.blocker === card.id)) {
        s.removeBlock(card.id);
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
  if (d?.kind === "payment" && zone === "battlefield") {
    const options = activateOptions(c.legal, card.id);
    if (!options.length) return false;
    // Several ways to tap it (a dual land's two abilities, a color to choose): ask which.
    if (new Set(options.map((o) => `${o.ability ?? 1}:${o.mana ?? ""}`)).size > 1) {
      s.openMenu(card.id);
      return true;
    }
    await send(options[0]!, card.id);
    return true;
  }
  if (d && (d.kind === "choose" || d.kind === "discard" || d.kind === "bottom")) {
    // Choices of a single card by clicking it (a source, a searched card); sets use the dialog.
    if (d.kind === "choose" && d.choiceType === "source" && choosableCards(c.legal).includes(card.id)) {
      await send({ type: "choose", cards: [card.id] }, card.id);
      return true;
    }
    return false;
  }
  if (zone === "hand") {
    await playHandCard(card);
    return true;
  }
  if (zone === "battlefield" && card.controller === c.me) {
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
  st().setBlock({ blocker, attacker });
  return true;
}

/** The prompt bar's main button (F2): pass, or confirm the declaration on the table. */
export async function primary(): Promise<void> {
  const c = current();
  if (!c || st().submitting) return;
  const s = st();
  const d = c.view.decision?.player === c.me ? c.view.decision : null;
  if (s.intent) return;
  if (d?.kind === "declare_attackers") {
    await send({ type: "attack", attackers: s.attackers });
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
  if (c.legal.some((a) => a.type === "pass")) await send({ type: "pass" });
}

export async function passUntil(kind: "stop" | "turn"): Promise<void> {
  const c = current();
  if (!c) return;
  st().setPassMode(kind === "stop" ? { kind, serial: c.view.turn.serial } : { kind, turn: c.view.turn.number });
  const d = c.view.decision?.player === c.me ? c.view.decision : null;
  if (!d && c.legal.some((a) => a.type === "pass")) await send({ type: "pass" });
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
  if (c?.view.decision?.kind === "payment" && c.view.decision.player === c.me) {
    await send({ type: "cancel" });
    s.setManualCast(null);
  }
}

/** Payment dialog: give up paying by hand and let the engine pay (cancel, then cast again). */
export async function payAutomatically(): Promise<void> {
  const cast = st().manualCast;
  if (!cast) return;
  if (!(await send({ type: "cancel" }))) return;
  const { manualPayment: _m, ...auto } = cast as CastLike & { manualPayment?: boolean };
  st().setManualCast(null);
  await send(auto, cast.card);
}
