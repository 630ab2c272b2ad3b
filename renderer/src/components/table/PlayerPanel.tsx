/**
 * A player's seat at the table: life (changes float up for both players to see), poison, mana
 * pool, library, graveyard and exile (open a viewer), hand size. The panel is a target for
 * spells that target players, and the opponent's is where attackers are sent.
 */
import { useDroppable } from "@dnd-kit/core";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { PlayerId } from "../../../../engine/index";
import { CardBack, ManaSymbol, TableCard } from "../card/index";
import { useStore } from "../../store/index";
import { pickTarget } from "./intents";
import { nextStep } from "./legal";
import { useDrag, useModel } from "./model";

export function PlayerPanel({ player, side }: { player: PlayerId; side: "top" | "bottom" }) {
  const m = useModel();
  const p = m.view.players[player];
  const drag = useDrag();
  const mine = player === m.me;
  const { setNodeRef, isOver } = useDroppable({ id: `obj:${player}`, data: { ref: player }, disabled: m.readOnly });
  const isTarget = useStore((s) => {
    if (!s.intent) return false;
    const step = nextStep(s.intent);
    return step?.kind === "target" && step.candidates.includes(player);
  });
  const openZone = useStore((s) => s.openZone);
  const dragTarget = !!drag?.targets.has(player) || (!mine && !!drag?.attack);
  const mustAct = m.update.mustAct === player && !m.update.result;
  const seat = m.summary?.seats[player];
  const name = mine ? `${p.name} (you)` : p.name;
  const click = () => void pickTarget(player);
  const onKey = (e: KeyboardEvent) => {
    if ((e.key === "Enter" || e.key === " ") && isTarget) {
      e.preventDefault();
      click();
    }
  };
  return (
    <div
      ref={setNodeRef}
      className={`player-panel pp-${side}${mustAct ? " must-act" : ""}${isTarget || dragTarget ? " hl-target" : ""}${isOver && dragTarget ? " drop-over" : ""}`}
      data-testid={mine ? "player-me" : "player-opp"}
      tabIndex={isTarget ? 0 : -1}
      role={isTarget ? "button" : undefined}
      aria-label={`${name}: ${p.life} life${isTarget ? " — choose as target" : ""}`}
      onClick={isTarget ? click : undefined}
      onKeyDown={onKey}
    >
      <div className="pp-avatar" aria-hidden="true">
        {p.name.slice(0, 1).toUpperCase()}
      </div>
      <div className="pp-id">
        <div className="pp-name">
          {name}
          {m.view.turn.active === player && <span className="pp-turn" title="Whose turn">turn</span>}
        </div>
        <div className="pp-sub">
          {seat?.deck ?? ""}
          {seat?.control === "computer" && m.update.thinking && mustAct ? " · thinking…" : ""}
        </div>
      </div>
      <Life value={p.life} testId={mine ? "life-me" : "life-opp"} float={!m.readOnly} />
      {p.poison > 0 && (
        <div className="pp-poison" title="Poison counters">
          ☠ {p.poison}
        </div>
      )}
      <div className="pp-pool" aria-label={`Mana pool: ${p.manaPool.length ? p.manaPool.join(" ") : "empty"}`} data-testid={mine ? "pool-me" : "pool-opp"}>
        {p.manaPool.map((s, i) => (
          <ManaSymbol key={i} sym={s} shadow />
        ))}
      </div>
      <div className="pp-zones">
        <div className="pp-zone" title="Cards in hand" data-testid={mine ? "hand-count-me" : "hand-count-opp"}>
          <span className="pp-zone-icon hand-icon" aria-hidden="true" />
          <span>{p.handCount}</span>
          <span className="sr-only"> cards in hand</span>
        </div>
        <div className="pp-zone" title="Library" data-testid={mine ? "library-me" : "library-opp"}>
          {p.libraryTop ? (
            // The top card played revealed (Field of Dreams, CR 701.20a): face up on the pile.
            <TableCard card={p.libraryTop} size="sm" className="pp-library revealed" title={`Top of the library, revealed: ${p.libraryTop.name}`} data-testid={mine ? "library-top-me" : "library-top-opp"} />
          ) : (
            <CardBack size="sm" className="pp-library" aria-hidden="true" />
          )}
          <span>{p.libraryCount}</span>
          <span className="sr-only"> cards in library</span>
        </div>
        <button type="button" className="pp-zone pp-button" onClick={(e) => (e.stopPropagation(), openZone({ player, zone: "graveyard" }))} data-testid={mine ? "graveyard-me" : "graveyard-opp"}>
          Graveyard <b>{p.graveyard.length}</b>
        </button>
        <button type="button" className="pp-zone pp-button" onClick={(e) => (e.stopPropagation(), openZone({ player, zone: "exile" }))} data-testid={mine ? "exile-me" : "exile-opp"}>
          Exile <b>{p.exile.length}</b>
        </button>
      </div>
      {p.ante && (
        // CR 407.2: the ante is public, its cards face up for anyone to examine (the preview on hover).
        <div className="pp-ante" aria-label={`Ante: ${p.ante.map((c) => c.name || "a card").join(", ") || "empty"}`} data-testid={mine ? "ante-me" : "ante-opp"}>
          <span className="pp-ante-label">Ante</span>
          {p.ante.length === 0 && <span className="pp-ante-empty">empty</span>}
          {p.ante.map((c) =>
            c.name ? (
              <TableCard key={c.id} card={c} size="sm" className="pp-ante-card" title={`In the ante: ${c.name}`} data-testid="ante-card" />
            ) : (
              <CardBack key={c.id} size="sm" className="pp-ante-card" title="A card in the ante (being named)" />
            ),
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The life total; a change floats "+3" or "−2" above it for a moment. Not in a replay
 * (`float` false): moving its slider jumps between positions, and a jump is no life change.
 */
function Life({ value, testId, float = true }: { value: number; testId: string; float?: boolean }) {
  const prev = useRef(value);
  const [delta, setDelta] = useState<{ n: number; key: number } | null>(null);
  useEffect(() => {
    if (!float) {
      prev.current = value;
      setDelta(null);
      return;
    }
    if (value !== prev.current) {
      setDelta({ n: value - prev.current, key: Date.now() });
      prev.current = value;
      const t = setTimeout(() => setDelta(null), 1800);
      return () => clearTimeout(t);
    }
  }, [value, float]);
  return (
    <div className={`pp-life${value <= 5 ? " low" : ""}`} data-testid={testId} aria-live="polite">
      <span className="pp-life-value">{value}</span>
      <span className="pp-life-label">life</span>
      {delta && (
        <span key={delta.key} className={`life-delta ${delta.n > 0 ? "up" : "down"}`} aria-hidden="true">
          {delta.n > 0 ? `+${delta.n}` : `−${-delta.n}`}
        </span>
      )}
    </div>
  );
}
