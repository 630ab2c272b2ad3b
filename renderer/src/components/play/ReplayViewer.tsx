/**
 * Stepping through a match's log: the table as it was after each action (rebuilt by the host
 * from the seed and the actions), with what happened in words.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { LogTag, Seat, ReplayStep } from "../../../../app/shared/contract/match";
import type { MatchUpdate } from "../../../../app/shared/contract/match";
import { useStore } from "../../store/index";
import { StaticTable } from "../table/GameTable";
import { buildModel } from "../table/model";

export function ReplayViewer({ matchId }: { matchId: number }) {
  const close = useStore((s) => s.openReplay);
  const [step, setStep] = useState(0);
  const [seat, setSeat] = useState<Seat | undefined>(undefined);
  const [data, setData] = useState<ReplayStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [lines, setLines] = useState<string[]>([]);
  const [tags, setTags] = useState<LogTag[] | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void window.moxen.match.replay({ matchId, step, ...(seat ? { seat } : {}) }).then((r) => {
      if (!live) return;
      if (!r.ok) {
        setError(r.error.message);
        setPlaying(false);
        return;
      }
      setError(null);
      setData(r.value);
      // The story so far, whether the step was reached one by one or by a jump.
      setLines(r.value.log);
      setTags(r.value.logTags);
    });
    return () => {
      live = false;
    };
  }, [matchId, step, seat]);

  const total = data?.total ?? 0;
  const go = useCallback((n: number) => setStep(Math.max(0, Math.min(total, n))), [total]);

  useEffect(() => {
    if (!playing) return;
    if (step >= total && data) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => go(step + 1), 350);
    return () => clearTimeout(t);
  }, [playing, step, total, data, go]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement).tagName === "INPUT") return;
      if (e.key === "ArrowRight") go(step + 1);
      else if (e.key === "ArrowLeft") go(step - 1);
      else if (e.key === "Escape") close(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, step, close]);

  const model = useMemo(() => {
    if (!data) return null;
    const fake: MatchUpdate = {
      matchId,
      seat: data.seat,
      step: data.step,
      status: "finished",
      view: data.view,
      legal: null,
      mustAct: data.view.decision?.by ?? data.view.decision?.player ?? data.view.priority,
      thinking: false,
      events: [],
      reset: true,
      result: data.view.outcome,
      problem: null,
      hash: null,
    };
    return buildModel(fake, data.view, null, true);
  }, [data, matchId]);

  return (
    <div className="replay" data-testid="replay">
      <div className="replay-bar">
        <button type="button" className="link-button" onClick={() => close(null)} data-testid="replay-close">
          ← Back
        </button>
        <b>Replay of match #{matchId}</b>
        <div className="replay-controls">
          <button type="button" className="pb-button small" onClick={() => go(0)} aria-label="First step" disabled={step === 0}>
            «
          </button>
          <button type="button" className="pb-button small" onClick={() => go(step - 1)} aria-label="Previous step" disabled={step === 0} data-testid="replay-prev">
            ◀
          </button>
          <input type="range" min={0} max={total} value={step} onChange={(e) => go(Number(e.target.value))} aria-label="Step" />
          <span className="replay-step" data-testid="replay-step">
            {/* Until the first step arrives the length is unknown: not "0 / 0". */}
            {data ? `${step} / ${total}` : "…"}
          </span>
          <button type="button" className="pb-button small" onClick={() => go(step + 1)} aria-label="Next step" disabled={step >= total} data-testid="replay-next">
            ▶
          </button>
          <button type="button" className="pb-button small" onClick={() => go(total)} aria-label="Last step" disabled={step >= total} data-testid="replay-last">
            »
          </button>
          <button type="button" className="pb-button small" onClick={() => setPlaying(!playing)} data-testid="replay-play">
            {playing ? "Pause" : "Play"}
          </button>
          <select value={seat ?? ""} onChange={(e) => setSeat((e.target.value || undefined) as Seat | undefined)} aria-label="Seen from">
            <option value="">From my seat</option>
            <option value="A">From seat A</option>
            <option value="B">From seat B</option>
          </select>
        </div>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="replay-action" data-testid="replay-action">
        {data?.events.length ? data.events.join(" · ") : step === 0 ? "The game before the first action." : "—"}
      </div>
      {model ? <StaticTable model={model} log={lines} logTags={tags} /> : <p className="empty">Loading…</p>}
    </div>
  );
}
