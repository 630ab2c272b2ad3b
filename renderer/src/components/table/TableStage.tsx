/**
 * Staging (issue 39, item 1): attacks, blocks, damage and life changes each get a moment in the
 * middle of the table, for SHOW_MS of the animation-speed setting (nothing when "off"), the way
 * OpponentCast.tsx shows the opponent's spells. It reads the same thing the table reads: the
 * host's updates in the store (their new log lines and tags, and the view's life totals), never
 * a second channel.
 *
 * Why the renderer plays a queue back rather than the host pacing every event: one host update
 * may hold several moments at once (the computer declares its attack and passes, or a combat's
 * damage, deaths and life changes arrive together), and a network opponent's moves are not paced
 * by our host at all. So moments are queued here and each gets its full time. What keeps the game
 * from outrunning the queue is that the opponent (computer or network) only acts until the
 * player next has priority, and passing for the player (auto-pass.ts) waits for the queue to
 * empty (whenStaged in stage.ts). A click or a key by the player is never held back.
 */
import { useEffect, useRef, useState } from "react";
import type { PlayerView } from "../../../../engine/index";
import { SHOW_MS } from "../../../../app/shared/pace";
import { useStore } from "../../store/index";
import { useModel } from "./model";
import { momentsOf, setStaging, type Moment } from "./stage";
import "./watch.css";

interface Shown extends Moment {
  key: number;
}

export function TableStage() {
  const { readOnly } = useModel();
  const speed = useStore((s) => s.settings?.animationSpeed ?? "normal");
  const [shown, setShown] = useState<Shown | null>(null);
  const queue = useRef<Shown[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const serial = useRef(0);
  useEffect(() => {
    if (readOnly) return;
    const ms = SHOW_MS[speed];
    const next = () => {
      const m = queue.current.shift() ?? null;
      setShown(m);
      setStaging(!!m);
      if (m) timer.current = setTimeout(next, ms);
      else timer.current = undefined;
    };
    return useStore.subscribe((s, prev) => {
      const u = s.update;
      if (!u?.view || u === prev.update || ms <= 0) return;
      // A reset (the table opening, a match switched) is not news; nor a stale update.
      if (u.reset || !prev.update?.view || prev.update.matchId !== u.matchId || u.step <= prev.update.step) return;
      const tags = u.tags?.length === u.events.length ? u.tags : [];
      const moments = momentsOf(u.events, tags, prev.update.view as PlayerView, u.view);
      if (!moments.length) return;
      queue.current.push(...moments.map((m) => ({ ...m, key: ++serial.current })));
      setStaging(true);
      if (!timer.current) next();
    });
  }, [readOnly, speed]);
  // Leaving the table (or the setting changing) drops what is queued: nothing waits on it.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      queue.current = [];
      setShown(null);
      setStaging(false);
    },
    [readOnly, speed],
  );
  if (!shown) return null;
  return <StagedMoment key={shown.key} m={shown} ms={SHOW_MS[speed]} />;
}

function StagedMoment({ m, ms }: { m: Shown; ms: number }) {
  const hitsMe = m.life.some((l) => l.you && l.to < l.from);
  // The attackers stand out while the attack is staged (their ids come from the host's view).
  const highlight = m.attackers.map((id) => `[data-testid="card-${CSS.escape(id)}"]`).join(",");
  return (
    <div className={`table-stage stage-${m.kind}${hitsMe ? " stage-hits-me" : ""}`} role="status" aria-live="polite" data-testid="table-stage" data-kind={m.kind} style={{ animationDuration: `${ms}ms` }}>
      {highlight && <style>{`${highlight} { outline: 3px solid #ff8a5c; outline-offset: 2px; box-shadow: 0 0 18px rgba(255, 120, 80, 0.8); }`}</style>}
      {m.lines.map((l, i) => (
        <div key={i} className="ts-line">{l}</div>
      ))}
      {m.life.map((l) => (
        <div key={l.name} className={`ts-life${l.to < l.from ? " down" : " up"}`} data-testid={l.you ? "stage-life-me" : "stage-life-opp"}>
          {l.you ? "Your life" : `${l.name}'s life`}: <span className="ts-from">{l.from}</span> → <strong className="ts-to">{l.to}</strong>
        </div>
      ))}
    </div>
  );
}
