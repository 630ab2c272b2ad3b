/**
 * One player's half of the battlefield: other permanents in front, lands behind (grouped by
 * name into stacks with a count), Auras and Equipment tucked under what they are attached to.
 * Your own permanents keep the order you gave them by dragging (per match, in the store).
 * Cards are sized from the room the side has (useCardSize), between a minimum and a maximum.
 */
import { useDroppable } from "@dnd-kit/core";
import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import type { CardView, PlayerId } from "../../../../engine/index";
import { useStore } from "../../store/index";
import type { Intent } from "../../store/table-ui-slice";
import { CardSlot, slotFacts } from "./CardSlot";
import { nextStep } from "./legal";
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
  // Lands someone may pick one by one now (targets, costs, the engine's card choices) stay apart.
  const intent = useStore((s) => s.intent);
  const pickable = useMemo(() => pickableNow(intent, m.choosable), [intent, m.choosable]);

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

  const groups = useMemo(() => groupLands(lands, attached, pickable), [lands, attached, pickable]);
  const sectionRef = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (el: HTMLElement | null) => {
      sectionRef.current = el;
      setNodeRef(el);
    },
    [setNodeRef],
  );
  useCardSize(sectionRef, others, attached, groups);

  const dropHint = drag && ((mine && drag.battlefield) || (!mine && drag.attack));
  const rows = [
    <div key="others" className="bf-row bf-others" data-testid={`bf-others-${side}`}>
      {others.map((c) => (
        <Attached key={c.id} m={m} card={c} under={attached.get(c.id)} />
      ))}
    </div>,
    <div key="lands" className="bf-row bf-lands" data-testid={`bf-lands-${side}`}>
      {groups.map((g) => (
        <div
          key={g[0]!.id}
          className={`land-group${g.length > 1 ? " stacked" : ""}${g[0]!.tapped ? " tapped" : ""}`}
          data-testid="land-group"
          data-name={g[0]!.name}
          data-tapped={g[0]!.tapped ? "true" : "false"}
          aria-label={g.length > 1 ? `${g[0]!.name} ×${g.length}${g[0]!.tapped ? ", tapped" : ""}` : undefined}
        >
          {g.length > 1
            ? g.map((c, i) => <CardSlot key={c.id} card={c} zone="battlefield" buried={i < g.length - 1} {...slotFacts(m, c, "battlefield")} />)
            : <Attached m={m} card={g[0]!} under={attached.get(g[0]!.id)} />}
          {g.length > 1 && <span className="land-count" title={`${g.length} ${g[0]!.name}${g[0]!.tapped ? ", tapped" : ""}`}>×{g.length}</span>}
        </div>
      ))}
    </div>,
  ];
  return (
    <section
      ref={ref}
      className={`battlefield bf-${side}${dropHint ? " drop-hint" : ""}${isOver && dropHint ? " drop-over" : ""}`}
      aria-label={mine ? "Your battlefield" : `${m.view.players[player].name}'s battlefield`}
      data-testid={mine ? "battlefield-me" : "battlefield-opp"}
    >
      {side === "top" ? [rows[1], rows[0]] : rows}
      {!lands.length && !others.length && <div className="bf-empty">{mine && !m.readOnly ? "Drag a land here to play it" : ""}</div>}
    </section>
  );
}

/** Cards an intent's target or cost step, or the engine's question, lets you pick now. */
function pickableNow(intent: Intent | null, choosable: string[]): Set<string> {
  const out = new Set(choosable);
  const step = intent ? nextStep(intent) : null;
  if (step && (step.kind === "target" || step.kind === "cost")) for (const id of step.candidates) out.add(id);
  return out;
}

/**
 * Lands of one name and the same tapped state form one stack (the top card acts for the stack:
 * a click taps one for mana). A land that differs — counters, damage, something attached, a
 * creature now, or one you may pick by itself right now (a target) — stands alone.
 */
export function groupLands(lands: CardView[], attached: Map<string, CardView[]>, pickable: Set<string>): CardView[][] {
  const groups: CardView[][] = [];
  const byKey = new Map<string, CardView[]>();
  for (const c of lands) {
    const plain = !attached.has(c.id) && !c.attachedTo && Object.keys(c.counters).length === 0 && c.damage === 0
      && !c.types.includes("Creature") && !c.attacking && !c.blocking && !pickable.has(c.id);
    const key = plain ? `${c.name}\u0000${c.tapped}` : c.id;
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

/** Card width limits on the battlefield (px). */
const MIN_W = 56;
const MAX_W = 132;
const GAP = 8;
/** Each card under the top of a stack shows this much of itself. */
const PILE_STEP = 3;
const RATIO = 88 / 63;
/** Room between the front and back rows side by side, and for an attacker's lift. */
const SIDE_GAP = 28;
const LIFT = 14;

/**
 * Sizes this side's cards from the room it has: the largest width (between MIN_W and MAX_W)
 * at which the front row (creatures…) and the back row (land stacks) fit, each on one line or
 * wrapped onto two or three. Set as CSS variables on the section, so no card re-renders.
 */
function useCardSize(sectionRef: { current: HTMLElement | null }, others: CardView[], attached: Map<string, CardView[]>, groups: CardView[][]) {
  const row = (items: { tapped: boolean; extra: number; lift: number }[]) => ({
    n: items.length,
    units: items.reduce((t, i) => t + (i.tapped ? RATIO : 1), 0),
    extra: items.reduce((t, i) => t + i.extra, 0),
    lift: items.reduce((t, i) => Math.max(t, i.lift), 0),
    allTapped: items.length > 0 && items.every((i) => i.tapped),
  });
  const front = row(others.map((c) => ({ tapped: c.tapped, extra: attached.has(c.id) ? 8 : 0, lift: (attached.get(c.id)?.length ?? 0) * 16 })));
  const back = row(groups.map((g) => ({ tapped: g[0]!.tapped, extra: (g.length - 1) * PILE_STEP, lift: (attached.get(g[0]!.id)?.length ?? 0) * 16 })));
  const shape = `${front.n}/${front.units}/${front.extra}/${front.lift}/${+front.allTapped}|${back.n}/${back.units}/${back.extra}/${back.lift}/${+back.allTapped}`;
  const apply = useCallback(() => {
    const el = sectionRef.current;
    if (!el) return;
    const cs = getComputedStyle(el);
    const width = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    const height = el.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
    if (width <= 0 || height <= 0) return;
    // Stacked: the front row (kept open even when empty: a place to drop) over the back row,
    // each on 1, 2 or 3 lines.
    const stacked = [front.n ? front : { ...front, n: 1, units: 1 }, back].filter((r) => r.n > 0);
    let best = MIN_W;
    const tries = stacked.length === 2 ? [[1, 1], [1, 2], [2, 1], [2, 2], [1, 3], [3, 1], [2, 3], [3, 2], [3, 3]] : [[1], [2], [3]];
    for (const lines of tries) {
      let w = MAX_W;
      let heightUnits = 0;
      let fixed = 0;
      stacked.forEach((r, i) => {
        const l = Math.min(lines[i]!, r.n);
        const perLine = Math.ceil(r.n / l);
        // The widest line: its share of the row's units and extra room.
        const units = (r.units * perLine) / r.n;
        const extra = (r.extra * perLine) / r.n;
        w = Math.min(w, (width - GAP * (perLine - 1) - extra) / units);
        heightUnits += l * (r.allTapped ? 1 : RATIO);
        fixed += (l - 1) * GAP + r.lift;
      });
      fixed += GAP * (stacked.length - 1) + LIFT;
      w = Math.min(w, (height - fixed) / heightUnits);
      if (w > best) best = w;
    }
    // Side by side: one line, the front row beside the back row — what a short, wide side
    // (a typical board on a laptop screen) fits best, instead of lands piled in a corner.
    const rows = [front, back].filter((r) => r.n > 0);
    let side = 0;
    if (rows.length) {
      const fixedW = rows.reduce((t, r) => t + GAP * (r.n - 1) + r.extra, SIDE_GAP * (rows.length - 1));
      const units = rows.reduce((t, r) => t + r.units, 0);
      const tall = rows.every((r) => r.allTapped) ? 1 : RATIO;
      side = Math.min(MAX_W, (width - fixedW) / units, (height - LIFT - Math.max(front.lift, back.lift)) / tall);
    }
    const arrange = side >= best && side >= MIN_W ? "side" : "rows";
    if (arrange === "side") best = side;
    if (el.dataset.arrange !== arrange) el.dataset.arrange = arrange;
    const px = `${Math.floor(Math.min(MAX_W, best))}px`;
    if (el.style.getPropertyValue("--slot-w") !== px) {
      el.style.setProperty("--slot-w", px);
      el.style.setProperty("--land-w", px);
    }
  }, [shape]); // the shape stands for the rows it was worked out from

  const applyRef = useRef(apply);
  applyRef.current = apply;
  useLayoutEffect(apply, [apply]);
  useLayoutEffect(() => {
    const el = sectionRef.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(() => applyRef.current());
    ro.observe(el);
    return () => ro.disconnect();
  }, [sectionRef]);
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
