/**
 * A card on the table that can be dragged, dropped on, clicked and used from the keyboard
 * (Enter/Space = click). The highlight says what it means right now, from the legal actions:
 * something to do, a legal target, an attacker, a blocker.
 */
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { memo, useCallback, type KeyboardEvent } from "react";
import type { CardView } from "../../../../engine/index";
import { TableCard, sicknessLimits } from "../card/index";
import { useStore } from "../../store/index";
import type { Intent } from "../../store/table-ui-slice";
import { clickCard } from "./intents";
import { nextStep } from "./legal";
import { useDrag, type TableModel } from "./model";

type Zone = "hand" | "battlefield";

/**
 * What the table's model says about one card now, as plain values: a slot re-renders only
 * when these, its card's view (kept as the same object while unchanged: store/share-view.ts)
 * or the drag in progress change — not on every update of the table.
 */
export interface SlotFacts {
  /** It can be picked up (your hand, or your permanent, at a live table). */
  draggable: boolean;
  /** It is a drop target (a permanent at a live table). */
  droppable: boolean;
  /** The legal actions offer something to do with it. */
  actionable: boolean;
  /** A live table (not a replay or a finished game). */
  live: boolean;
  /** You are declaring blockers. */
  blocking: boolean;
  /** Summoning sickness limits it now (its controller's turn): the "zz" badge shows. */
  sickLimits: boolean;
}

export function slotFacts(m: TableModel, card: CardView, zone: Zone): SlotFacts {
  return {
    draggable: !m.readOnly && (zone === "hand" || card.controller === m.me),
    droppable: zone !== "hand" && !m.readOnly,
    actionable: m.actionable.has(card.id),
    live: !m.readOnly,
    blocking: m.myDecision?.kind === "declare_blockers",
    sickLimits: zone === "battlefield" && sicknessLimits(card, m.view.turn.active),
  };
}

/** The intent's next step, worked out once per intent rather than once per card. */
const steps = new WeakMap<Intent, ReturnType<typeof nextStep>>();
function stepOf(intent: Intent) {
  if (!steps.has(intent)) steps.set(intent, nextStep(intent));
  return steps.get(intent)!;
}

const IS_TARGET = 1;
const ATTACKING = 2;
const BLOCKING_PICK = 4;
const REJECTED = 8;
const BLOCKER_PICKED = 16;

export const CardSlot = memo(function CardSlot({
  card,
  zone,
  className,
  draggable,
  droppable,
  actionable,
  live,
  blocking,
  sickLimits,
  buried,
}: { card: CardView; zone: Zone; className?: string; buried?: boolean } & SlotFacts) {
  const drag = useDrag();
  const { setNodeRef: dragRef, listeners, isDragging } = useDraggable({ id: `${zone}:${card.id}`, data: { card, zone }, disabled: !draggable });
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `obj:${card.id}`, data: { ref: card.id }, disabled: !droppable });
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      dragRef(el);
      dropRef(el);
    },
    [dragRef, dropRef],
  );

  // One subscription per card, answering a number: cheap to run on every store change.
  const picks = useStore((s) => {
    const step = s.intent ? stepOf(s.intent) : null;
    return (
      (step?.kind === "target" && step.candidates.includes(card.id) ? IS_TARGET : 0) |
      (s.attackers.includes(card.id) ? ATTACKING : 0) |
      (s.blocks.some((b) => b.blocker === card.id) || s.selectedBlocker === card.id ? BLOCKING_PICK : 0) |
      (s.rejected?.card === card.id ? REJECTED : 0) |
      (s.selectedBlocker !== null ? BLOCKER_PICKED : 0)
    );
  });
  // The band it attacks in (CR 702.22c): being formed, picked ("1", "2"…), or declared (the view's band id).
  const pickedBand = useStore((s) => (s.bandOpen?.includes(card.id) ? "…" : String(s.bands.findIndex((b) => b.includes(card.id)) + 1 || "")));
  const bandLabel = pickedBand ? `Band ${pickedBand}` : card.band ? "Band" : undefined;
  const isTarget = !!(picks & IS_TARGET);
  const attacking = !!(picks & ATTACKING);
  const blockingPick = !!(picks & BLOCKING_PICK);
  const rejectedHere = !!(picks & REJECTED);
  const blockerPicked = !!(picks & BLOCKER_PICKED);

  const dragTarget = drag ? drag.targets.has(card.id) : false;
  const blockableAttacker = !!(blocking && card.attacking && blockerPicked);
  let highlight: "selected" | "target" | "attacker" | "blocker" | null = null;
  if (isTarget || dragTarget || blockableAttacker) highlight = "target";
  else if (attacking || card.attacking) highlight = "attacker";
  else if (blockingPick || card.blocking) highlight = "blocker";
  else if (actionable && live) highlight = "selected";

  const activate = useCallback(() => void clickCard(card, zone), [card, zone]);
  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        activate();
      }
    },
    [activate],
  );
  const classes = [
    "slot",
    `slot-${zone}`,
    isDragging ? "dragging" : "",
    isOver && (dragTarget || drag?.battlefield) ? "drop-over" : "",
    rejectedHere ? "shake" : "",
    attacking ? "declared-attacker" : "",
    card.attacking ? "combat-attacking" : card.blocking ? "combat-blocking" : "",
    className ?? "",
  ].join(" ");
  return (
    <SlotCard
      ref={ref}
      card={card}
      highlight={highlight}
      sickLimits={sickLimits}
      className={classes}
      data-testid={`card-${card.id}`}
      data-name={card.name}
      data-zone={zone}
      data-actionable={actionable ? "true" : undefined}
      data-band={pickedBand ? `pick-${pickedBand}` : card.band}
      data-band-label={bandLabel}
      aria-pressed={attacking || blockingPick ? true : undefined}
      onClick={activate}
      onKeyDown={onKeyDown}
      {...(draggable ? listeners : {})}
      {...(buried ? { tabIndex: -1 } : {})}
    />
  );
});

/** The drawn card re-renders only when what it shows changes, not on every drag event. */
const SlotCard = memo(TableCard);
