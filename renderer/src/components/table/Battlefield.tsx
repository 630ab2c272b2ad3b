/**
 * One player's half of the battlefield: other permanents in front, lands behind (grouped by
 * name), Auras and Equipment tucked under what they are attached to. Your own permanents keep
 * the order you gave them by dragging (per match, in the store).
 */
import { useDroppable } from "@dnd-kit/core";
import { useMemo } from "react";
import type { CardView, PlayerId } from "../../../../engine/index";
import { useStore } from "../../store/index";
import { CardSlot, slotFacts } from "./CardSlot";
import { useDrag, useModel, type TableModel } from "./model";

const EMPTY: string[] = [];

export function orderCards(cards: CardView[], order: string[]): CardView[] {
  if (!order.length) return cards;
  const pos = new Map(order.map((id, i) => [id, i]));
  return cards
    .map((c, i) => ({ c, k: pos.get(c.id) ?? order.length + i }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.c);
}

export function Battlefield({ player, side }: { player: PlayerId; side: "top" | "bottom" }) {
  const m = useModel();
  const drag = useDrag();
  const matchId = m.update.matchId;
  const order = useStore((s) => (player === m.me ? (s.orders[matchId] ?? EMPTY) : EMPTY));
  const mine = player === m.me;
  const { setNodeRef, isOver } = useDroppable({ id: mine ? "zone:battlefield" : "zone:opponent", disabled: m.readOnly });

  const { lands, others, attached } = useMemo(() => {
    const onField = new Set(m.view.battlefield.map((c) => c.id));
    const attached = new Map<string, CardView[]>();
    const lands: CardView[] = [];
    const others: CardView[] = [];
    for (const c of m.view.battlefield) {
      if (c.controller !== player) continue;
      if (c.attachedTo && onField.has(c.attachedTo)) {
        attached.set(c.attachedTo, [...(attached.get(c.attachedTo) ?? []), c]);
        continue;
      }
      (c.types.includes("Land") ? lands : others).push(c);
    }
    const sortedLands = mine && order.length ? orderCards(lands, order) : [...lands].sort((a, b) => a.name.localeCompare(b.name));
    return { lands: sortedLands, others: orderCards(others, mine ? order : EMPTY), attached };
  }, [m.view.battlefield, player, order, mine]);

  const dropHint = drag && ((mine && drag.battlefield) || (!mine && drag.attack));
  const rows = [
    <div key="others" className="bf-row bf-others" data-testid={`bf-others-${side}`}>
      {others.map((c) => (
        <Attached key={c.id} m={m} card={c} under={attached.get(c.id)} />
      ))}
    </div>,
    <div key="lands" className="bf-row bf-lands" data-testid={`bf-lands-${side}`}>
      {groupLands(lands).map((g) => (
        <div key={g[0]!.id} className={`land-group${g.length > 1 ? " stacked" : ""}`}>
          {g.map((c) => (
            <Attached key={c.id} m={m} card={c} under={attached.get(c.id)} />
          ))}
        </div>
      ))}
    </div>,
  ];
  return (
    <section
      ref={setNodeRef}
      className={`battlefield bf-${side}${dropHint ? " drop-hint" : ""}${isOver && dropHint ? " drop-over" : ""}`}
      aria-label={mine ? "Your battlefield" : `${m.view.players[player].name}'s battlefield`}
      data-testid={mine ? "battlefield-me" : "battlefield-opp"}
    >
      {side === "top" ? [rows[1], rows[0]] : rows}
      {!lands.length && !others.length && <div className="bf-empty">{mine ? "Drag a land here to play it" : ""}</div>}
    </section>
  );
}

/** Untapped lands of the same name sit in a fanned pile; tapped ones stand apart, so both read at a glance. */
function groupLands(lands: CardView[]): CardView[][] {
  const groups: CardView[][] = [];
  const byKey = new Map<string, CardView[]>();
  for (const c of lands) {
    const plain = !c.tapped && !c.attachedTo && Object.keys(c.counters).length === 0 && c.damage === 0;
    const key = plain ? c.name : c.id;
    let g = byKey.get(key);
    if (!g) {
      g = [];
      byKey.set(key, g);
      groups.push(g);
    }
    g.push(c);
  }
  return groups;
}

function Attached({ m, card, under }: { m: TableModel; card: CardView; under?: CardView[] }) {
  if (!under?.length) return <CardSlot card={card} zone="battlefield" {...slotFacts(m, card, "battlefield")} />;
  return (
    <div className="with-attachments" style={{ paddingTop: under.length * 16 }}>
      {under.map((a, i) => (
        <div key={a.id} className="attachment" style={{ top: i * 16 }}>
          <CardSlot card={a} zone="battlefield" {...slotFacts(m, a, "battlefield")} />
        </div>
      ))}
      <CardSlot card={card} zone="battlefield" className="host" {...slotFacts(m, card, "battlefield")} />
    </div>
  );
}
