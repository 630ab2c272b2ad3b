/**
 * CR 729 (Shahrazad): while a subgame is played, the table shows the subgame (its own board, turn
 * and log lines) under this banner, with the main game it discontinued summed up: it resumes when
 * the subgame ends.
 */
import { useModel } from "./model";

export function SubgameBanner() {
  const m = useModel();
  const sub = m.view.subgame;
  if (!sub) return null;
  const main = sub.main;
  const who = (p: "A" | "B") => {
    const x = main.players[p];
    return `${p === m.me ? "You" : x.name}: ${x.life} life, ${x.handCount} in hand, ${x.permanents} permanent${x.permanents === 1 ? "" : "s"}`;
  };
  const depth = sub.depth > 1 ? ` (${sub.depth} deep)` : "";
  return (
    <div className="subgame-banner" role="status" data-testid="subgame-banner" data-depth={sub.depth}>
      <strong>Subgame ({sub.source}){depth} — the main game resumes when it ends</strong>
      <span className="subgame-main" data-testid="subgame-main">
        Main game, turn {main.turn.number}: {who(m.me)} · {who(m.opp)}
      </span>
    </div>
  );
}
