/**
 * The game table: opponent on top, you at the bottom, the step track between, the prompt bar
 * below, stack/log/chat on the right. Drops and clicks become intents (intents.ts); the host's
 * updates are the only thing that changes what is shown.
 */
import { DndContext, DragOverlay, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from "@dnd-kit/core";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { CardView } from "../../../../engine/index";
import type { LogTag } from "../../../../app/shared/contract/match";
import { TableCard } from "../card/index";
import { useStore } from "../../store/index";
import { Arrows } from "./Arrows";
import { useAutoPass } from "./auto-pass";
import { Battlefield, orderCards } from "./Battlefield";
import { TableDialogs } from "./Dialogs";
import { GameOver, HandshakeCover, HotseatCover } from "./Overlays";
import { Hand, OpponentHand } from "./Hand";
import { cancelAll, clickCard, declareBlock, passUntil, pickTarget, playHandCard, primary, undoMana } from "./intents";
import { anyTargets, castOptions, hasTargets, playOption, takesFirstTarget } from "./legal";
import { buildModel, DragContext, ModelContext, useModel, type DragInfo, type TableModel } from "./model";
import { OpponentCast } from "./OpponentCast";
import { TableStage } from "./TableStage";
import { PlayerPanel } from "./PlayerPanel";
import { PromptBar } from "./PromptBar";
import { ChatPanel, GameLog, StackPanel } from "./SidePanel";
import { StepTrack } from "./StepTrack";
import { SubgameBanner } from "./SubgameBanner";
import { TableMenu } from "./TableMenu";
import { DEFAULT_SETTINGS } from "../../../../app/shared/contract/settings";
import { matchesKey } from "../settings/key-name";
import { FIXED_KEYS as FIXED } from "../settings/table-keys";
import "./table.css";

export function GameTable() {
  const update = useStore((s) => s.update);
  const summary = useStore((s) => s.summary);
  const model = useMemo(() => (update?.view ? buildModel(update, update.view, summary) : null), [update, summary]);
  if (!update) return <div className="game-table loading">Setting up the table…</div>;
  if (!model) return <HandshakeCover />;
  return (
    <ModelContext.Provider value={model}>
      <LiveTable model={model} />
    </ModelContext.Provider>
  );
}

/** A read-only table for replays: the same layout, nothing to click. */
export function StaticTable({ model, log, logTags }: { model: TableModel; log?: string[]; logTags?: LogTag[] }) {
  const root = useRef<HTMLDivElement>(null);
  return (
    <ModelContext.Provider value={model}>
      <DndContext>
        <div className="game-table static" ref={root}>
          <TableLayout root={root} log={log} logTags={logTags} />
        </div>
      </DndContext>
    </ModelContext.Provider>
  );
}

/**
 * The pointer sensor's options, one object for the table's life: dnd-kit memoises the sensor
 * on this object, and a new one each render gave every draggable card new listeners, so each
 * host update redrew every card on the table.
 */
const POINTER = { activationConstraint: { distance: 6 } };

function LiveTable({ model }: { model: TableModel }) {
  const root = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<DragInfo | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER));
  const { countdown, stopCountdown, keysReady } = useAutoPass();
  useResetPicks(model);
  useTableKeys();

  const onDragStart = (e: DragStartEvent) => {
    const { card, zone } = e.active.data.current as { card: CardView; zone: "hand" | "battlefield" };
    setDrag(dragInfo(model, card, zone));
    useStore.getState().clearRejected();
    // No hover previews while a card is in hand: they would cover the drop targets.
    useStore.getState().hideCardPreview();
    document.body.classList.add("dragging-card");
  };
  const onDragEnd = (e: DragEndEvent) => {
    setDrag(null);
    document.body.classList.remove("dragging-card");
    const { card, zone } = e.active.data.current as { card: CardView; zone: "hand" | "battlefield" };
    const over = e.over?.id ? String(e.over.id) : null;
    if (!over) return; // dropped nowhere: the card just snaps back
    void handleDrop(model, card, zone, over);
  };

  return (
    <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => (setDrag(null), document.body.classList.remove("dragging-card"))} autoScroll={false}>
      <DragContext.Provider value={drag}>
        <div className={`game-table${drag ? " is-dragging" : ""}`} ref={root} data-testid="game-table" data-match={model.update.matchId} data-step={model.update.step} data-keys={keysReady ? "ready" : "wait"}>
          <TableLayout root={root} countdown={countdown} stopCountdown={stopCountdown} />
          <TableDialogs />
          <HotseatCover />
          <GameOver />
          <OpponentCast />
          <TableStage />
        </div>
      </DragContext.Provider>
      <DragOverlay dropAnimation={null}>{drag ? <TableCard card={drag.card} className="drag-ghost" /> : null}</DragOverlay>
    </DndContext>
  );
}

function TableLayout({
  root,
  log,
  logTags,
  countdown = null,
  stopCountdown = () => {},
}: { root: RefObject<HTMLDivElement | null>; log?: string[]; logTags?: LogTag[] } & Partial<Parameters<typeof PromptBar>[0]>) {
  const m = useModel();
  const network = m.summary?.kind === "network";
  const logHidden = useStore((s) => s.logHidden);
  return (
    <>
      <div className={`table-main${m.view.subgame ? " in-subgame" : ""}`}>
        <SubgameBanner />
        <div className="side-opp">
          <PlayerPanel player={m.opp} side="top" />
          <OpponentHand />
        </div>
        {/* Keyed by player: when a hotseat table turns to the other seat, each side's cards
            move with their battlefield instead of being rebuilt on the other one. */}
        <Battlefield key={m.opp} player={m.opp} side="top" />
        <StepTrack />
        <Battlefield key={m.me} player={m.me} side="bottom" />
        <div className="side-me">
          <PlayerPanel player={m.me} side="bottom" />
          <Hand />
        </div>
        {!m.readOnly && <PromptBar countdown={countdown} stopCountdown={stopCountdown} />}
      </div>
      <aside className="table-rail">
        {!m.readOnly && <TableMenu />}
        <StackPanel />
        {!logHidden && <GameLog lines={log} tags={logTags} />}
        {network && !m.readOnly && <ChatPanel />}
      </aside>
      <Arrows root={root} />
    </>
  );
}

/** Where a dragged card may go, from the legal actions. */
function dragInfo(m: TableModel, card: CardView, zone: "hand" | "battlefield"): DragInfo {
  if (zone === "hand") {
    const casts = castOptions(m.view, m.legal, card);
    return {
      card,
      from: zone,
      targets: anyTargets(casts),
      battlefield: !!playOption(m.legal, card) || casts.length > 0,
      attack: false,
    };
  }
  const d = m.myDecision;
  const targets = new Set<string>();
  if (d?.kind === "declare_blockers") for (const a of m.blockers.get(card.id) ?? []) targets.add(a);
  // Attackers may band (CR 702.22c): each other creature able to attack is a place to drop this one.
  if (d?.kind === "declare_attackers" && m.legal?.attack?.bands && m.attack.able.has(card.id)) for (const id of m.attack.able) if (id !== card.id) targets.add(id);
  return {
    card,
    from: zone,
    targets,
    battlefield: card.controller === m.me,
    attack: d?.kind === "declare_attackers" && m.attack.able.has(card.id),
  };
}

async function handleDrop(m: TableModel, card: CardView, zone: "hand" | "battlefield", over: string): Promise<void> {
  const s = useStore.getState();
  const ref = over.startsWith("obj:") ? over.slice(4) : null;
  if (zone === "hand") {
    if (s.intent && ref) {
      await pickTarget(ref);
      return;
    }
    if (over === "zone:battlefield" || (ref && m.index.get(ref)?.controller === m.me && !castOptions(m.view, m.legal, card).some((o) => takesFirstTarget(o, ref) !== false))) {
      await playHandCard(card);
      return;
    }
    if (ref) await playHandCard(card, { firstTarget: ref });
    else useStore.setState({ rejected: { message: `Drop ${card.name} on your battlefield to play it${castOptions(m.view, m.legal, card).some(hasTargets) ? ", or on its target" : ""}.`, card: card.id, at: Date.now() } });
    return;
  }
  // A permanent.
  const d = m.myDecision;
  const target = ref ? m.index.get(ref) : undefined;
  if (d?.kind === "declare_blockers" && target?.attacking) {
    await declareBlock(card.id, target.id);
    return;
  }
  if (d?.kind === "declare_attackers") {
    // One attacker dropped on another: they attack as a band (CR 702.22c); the engine judges the band.
    if (target && target.id !== card.id && target.controller === m.me && m.legal?.attack?.bands && m.attack.able.has(card.id) && m.attack.able.has(target.id)) {
      s.bandWith(card.id, target.id);
      return;
    }
    const toOpp = over === "zone:opponent" || ref === m.opp || (target && target.controller === m.opp);
    if (toOpp) {
      if (!s.attackers.includes(card.id)) await clickCard(card, "battlefield");
      return;
    }
    if (over === "zone:battlefield" && s.attackers.includes(card.id)) {
      await clickCard(card, "battlefield");
      return;
    }
  }
  if (d?.kind === "declare_blockers" && over === "zone:battlefield" && s.blocks.some((b) => b.blocker === card.id)) {
    s.removeBlock(card.id);
    return;
  }
  if (s.intent && ref) {
    await pickTarget(ref);
    return;
  }
  // Rearranging your own permanents: drop one on another to put it before that one.
  if (target && target.controller === m.me && target.id !== card.id && card.controller === m.me) {
    const mine = m.view.battlefield.filter((c) => c.controller === m.me);
    const ordered = orderCards(mine, s.orders[m.update.matchId] ?? []).map((c) => c.id);
    const without = ordered.filter((id) => id !== card.id);
    const at = without.indexOf(target.id);
    const from = ordered.indexOf(card.id);
    const to = ordered.indexOf(target.id);
    without.splice(from < to ? at + 1 : at, 0, card.id);
    s.setOrder(m.update.matchId, without);
  }
}

/** Attackers and blockers picked belong to one decision: a new decision starts afresh. */
function useResetPicks(m: TableModel) {
  const d = m.myDecision;
  const key = d ? `${m.update.matchId}:${d.kind}:${m.view.turn.serial}` : "";
  useEffect(() => {
    const s = useStore.getState();
    if (s.picksFor !== key) s.resetPicks(key, d?.kind === "declare_attackers" ? m.attack.forced : []);
    if (s.manualCast && d?.kind !== "payment") s.setManualCast(null);
    // An intent whose options the game moved past is dropped.
    if (s.intent && !m.legal) s.setIntent(null);
  }, [key, d?.kind, m.attack.forced, !m.legal]);
}

/** Fields that take typed text: keys pressed there are the field's, except the F keys. */
const TEXT_INPUTS = new Set(["text", "search", "number", "email", "password", "url", "tel", "date", "time", "datetime-local", "month", "week"]);
function takesText(t: HTMLElement | null): boolean {
  if (!t) return false;
  if (t.isContentEditable || t.tagName === "TEXTAREA" || t.tagName === "SELECT") return true;
  return t.tagName === "INPUT" && TEXT_INPUTS.has((t as HTMLInputElement).type);
}

/**
 * The table's keys: F2 (pass / confirm), F4 (to the next stop), F6 (to your next turn), Esc,
 * and the player's own bindings from Settings (pass, passTurn, confirm, cancel, toggleLog,
 * focusHand), wherever the focus is: a checkbox of the table menu clicked a moment ago does not
 * keep them (Space passes, it does not toggle the box). Space and Enter on a focused card or
 * button act on that element instead; in a text field only the F keys act. A held key's
 * repeats pass nothing.
 */
function useTableKeys() {
  const bindings = useStore((s) => s.settings?.keyBindings) ?? DEFAULT_SETTINGS.keyBindings;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      // The target may be the window or the document (a key sent to no element): not an Element.
      const t = e.target instanceof HTMLElement ? e.target : null;
      const fKey = /^F\d{1,2}$/.test(e.key);
      if (takesText(t) && !fKey) return;
      const onControl = !!t && t !== document.body && (t.tagName === "BUTTON" || t.tagName === "A" || (t.hasAttribute("tabindex") && t.tagName !== "INPUT"));
      const plain = (k: string) => k === "Space" || k === "Enter";
      const is = (k: string) => matchesKey(e, k) && !(onControl && plain(k));
      let act: (() => unknown) | null = null;
      let passes = true;
      // The fixed keys and the player's own (settings/table-keys.ts, as Settings lists them).
      if (e.key === FIXED.pass || is(bindings.pass) || is(bindings.confirm)) act = primary;
      else if (e.key === FIXED.passStop) act = () => passUntil("stop");
      else if (e.key === FIXED.passTurn || is(bindings.passTurn)) act = () => passUntil("turn");
      else {
        passes = false;
        if (e.key === FIXED.cancel || is(bindings.cancel)) act = cancelAll;
        else if (e.key === FIXED.undoMana && useStore.getState().update?.legal?.undoMana) act = undoMana;
        else if (is(bindings.toggleLog)) act = () => useStore.getState().toggleLog();
        else if (is(bindings.focusHand)) act = () => document.querySelector<HTMLElement>('[data-testid="hand"] .table-card')?.focus();
      }
      if (!act) return;
      e.preventDefault();
      if (passes && e.repeat) return;
      void act();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [bindings]);
}
