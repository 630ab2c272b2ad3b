/** Your hand (cards you can use now glow), and the backs of the opponent's. */
import type { CSSProperties } from "react";
import { CardBack } from "../card/index";
import { CardSlot, slotFacts } from "./CardSlot";
import { useModel } from "./model";

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

export function OpponentHand() {
  const m = useModel();
  const n = m.view.players[m.opp].handCount;
  return (
    <div className="opp-hand" aria-label={`${m.view.players[m.opp].name}'s hand: ${n} cards`} data-testid="opp-hand">
      {Array.from({ length: Math.min(n, 12) }, (_, i) => (
        <CardBack key={i} size="sm" className="opp-hand-card" />
      ))}
    </div>
  );
}
