/** Your hand (cards you can use now glow), and the backs of the opponent's. */
import type { CSSProperties } from "react";
import { CardBack, TableCard } from "../card/index";
import { CardSlot, slotFacts } from "./CardSlot";
import { useModel } from "./model";
import "./fit.css";

export function Hand() {
  const m = useModel();
  const hand = m.view.players[m.me].hand ?? [];
  return (
    <section className="hand" aria-label="Your hand" data-testid="hand" style={{ "--hand-n": hand.length } as CSSProperties}>
      {hand.map((c) => (
        <CardSlot key={c.id} card={c} zone="hand" {...slotFacts(m, c, "hand")} />
      ))}
      {!hand.length && <div className="hand-empty">Your hand is empty</div>}
    </section>
  );
}

/**
 * The opponent's hand: backs, and face up the cards a rule keeps revealed (Revelation, CR 701.20a),
 * or all of it while this player controls the opponent (Word of Command, CR 723.4).
 */
export function OpponentHand() {
  const m = useModel();
  const p = m.view.players[m.opp];
  const n = p.handCount;
  const shown = p.hand ?? (p.revealed ?? []).filter((c) => c.id !== p.libraryTop?.id);
  const backs = Math.max(0, n - shown.length);
  const label = `${p.name}'s hand: ${n} cards${shown.length ? `, revealed: ${shown.map((c) => c.name).join(", ")}` : ""}`;
  return (
    <div className="opp-hand" aria-label={label} data-testid="opp-hand">
      {shown.map((c) => (
        <TableCard key={c.id} card={c} size="sm" className="opp-hand-card revealed" data-testid={`opp-revealed-${c.id}`} />
      ))}
      {Array.from({ length: Math.min(backs, 12) }, (_, i) => (
        <CardBack key={i} size="sm" className="opp-hand-card" />
      ))}
    </div>
  );
}
