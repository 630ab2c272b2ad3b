/**
 * A card on the table that can be dragged, dropped on, clicked and used from the keyboard
 * (Enter/Space = click). The highlight says what it means right now, from the legal actions:
 * something to do, a legal target, an attacker, a blocker.
 */
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { memo, useCallback, type KeyboardEvent } from "react";
import type { CardView } from "../../../../engine/index";
import { TableCard } from "../card/index";
import { useStore } from "../../store/index";
import { clickCard } from "./intents";
import { nextStep } from "./legal";
import { useDrag, useModel } from "./model";

type Zone = "hand" | "battlefield";

export function CardSlot({ card, zone, className }: { card: CardView; zone: Zone; className?: string }) {
  const m = useModel();
  const drag = useDrag();
  const draggable = !m.readOnly && (zone === "hand" || card.controller === m.me);
  const { setNodeRef: dragRef, listeners, isDragging } = useDraggable({ id: `${zone}:${card.id}`, data: { card, zone }, disabled: !draggable });
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `obj:${card.id}`, data: { ref: card.id }, disabled: zone === "hand" || m.readOnly });
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      dragRef(el);
      dropRef(el);
    },
    [dragRef, dropRef],
  );

  const isTarget = useStore((s) => {
    if (!s.intent) return false;
    const step = nextStep(s.intent);
    return step?.kind === "target" && step.candidates.includes(card.id);
  });
  const attacking = useStore((s) => s.attackers.includes(card.id));
  const blockingPick = useStore((s) => s.blocks.some((b) => b.blocker === card.id) || s.selectedBlocker === card.id);
  const rejectedHere = useStore((s) => s.rejected?.card === card.id);
  const blockerPicked = useStore((s) => s.selectedBlocker !== null);

  const dragTarget = drag ? drag.targets.has(card.id) : false;
  const blockableAttacker = !!(m.myDecision?.kind === "declare_blockers" && card.attacking && blockerPicked);
  let highlight: "selected" | "target" | "attacker" | "blocker" | null = null;
  if (isTarget || dragTarget || blockableAttacker) highlight = "target";
  else if (attacking || card.attacking) highlight = "attacker";
  else if (blockingPick || card.blocking) highlight = "blocker";
  else if (m.actionable.has(card.id) && !m.readOnly) highlight = "selected";

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
    className ?? "",
  ].join(" ");
  return (
    <SlotCard
      ref={ref}
      card={card}
      highlight={highlight}
      className={classes}
      data-testid={`card-${card.id}`}
      data-name={card.name}
      data-zone={zone}
      data-actionable={m.actionable.has(card.id) ? "true" : undefined}
      aria-pressed={attacking || blockingPick ? true : undefined}
      onClick={activate}
      onKeyDown={onKeyDown}
      {...(draggable ? listeners : {})}
    />
  );
}

/** The drawn card re-renders only when what it shows changes, not on every drag event. */
const SlotCard = memo(TableCard);
