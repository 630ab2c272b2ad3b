/**
 * Limited in the Play screen's lobby: an event against the computer, sealed deck or Winston draft
 * (choose the packs, see the price, open them or draft them) and the unfinished events to resume.
 * The event itself is SealedEvent.
 */
import { useEffect, useState } from "react";
import type { LimitedKind, LimitedQuote } from "../../../../app/shared/contract/limited";
import { AI_KIND_NAMES, type AiKind } from "../../../../app/shared/contract/match";
import { useStore } from "../../store/index";
import "./limited.css";

const AI_LABELS: Record<AiKind, string> = { beginner: "Beginner", heuristic: "Intermediate", strong: "Strong", random: "Random moves" };
const PHASE_WORDS = { drafting: "drafting", building: "building a deck", playing: "a game under way", between: "between games", finished: "over" } as const;

interface PackRow {
  set: string;
  count: number;
}

export function LimitedPanel() {
  const offer = useStore((s) => s.limitedOffer);
  const list = useStore((s) => s.limitedList);
  const error = useStore((s) => s.limitedError);
  const busy = useStore((s) => s.limitedBusy);
  const st = useStore.getState;
  const [rows, setRows] = useState<PackRow[]>([{ set: "3ED", count: 6 }]);
  const [ai, setAi] = useState<AiKind>("heuristic");
  const [kind, setKind] = useState<LimitedKind>("sealed");
  const [quote, setQuote] = useState<LimitedQuote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const spec = rows.map((r) => `${r.set}:${r.count}`).join(",");

  useEffect(() => void st().loadLimited(), [st]);
  useEffect(() => {
    let live = true;
    void window.moxen.limited.quote({ packs: spec, kind }).then((r) => {
      if (!live) return;
      setQuote(r.ok ? r.value : null);
      setQuoteError(r.ok ? null : r.error.message);
    });
    return () => void (live = false);
  }, [spec, kind]);

  const sets = offer?.sets ?? [];
  const setRow = (i: number, row: Partial<PackRow>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...row } : r)));
  const short = quote ? quote.price > quote.coins : false;
  return (
    <section className="panel lobby-panel limited-panel" aria-labelledby="limited-title" data-testid="limited-panel">
      <h2 id="limited-title">Limited</h2>
      <h3 className="limited-panel__kind">With a friend</h3>
      <p className="dim">Sealed deck (each of you opens boosters the other cannot see) or a Winston draft of shared boosters, then a best of three over the network; the audit at the end proves both pools and decks.</p>
      <button type="button" className="button" onClick={() => useStore.getState().goTo("limited/friend")} data-testid="play-limited-friend">
        Sealed deck or Winston draft with a friend
      </button>
      <h3 className="limited-panel__kind">Against the computer</h3>
      <div className="limited-kind" role="radiogroup" aria-label="Kind of event">
        <label>
          <input type="radio" name="limited-kind" checked={kind === "sealed"} onChange={() => setKind("sealed")} data-testid="limited-kind-sealed" /> Sealed deck
        </label>
        <label>
          <input type="radio" name="limited-kind" checked={kind === "winston"} onChange={() => setKind("winston")} data-testid="limited-kind-winston" /> Winston draft
        </label>
      </div>
      <p className="dim">
        {kind === "sealed"
          ? "Open boosters, build a 40-card deck from what you opened and basic lands, and play a best of three. You keep the cards."
          : "The boosters are shuffled into one face-down stack that you and the computer draft from, pile by pile. Then build a 40-card deck from what you drafted and basic lands, and play a best of three. You pay half the boosters, as with a friend, and keep the cards you drafted."}
      </p>
      <div className="limited-packs" role="group" aria-label="Packs">
        {rows.map((r, i) => (
          <div className="limited-packs__row" key={i}>
            <input
              type="number"
              className="input"
              min={1}
              max={offer?.maxPacks ?? 12}
              value={r.count}
              aria-label="Number of boosters"
              data-testid={`limited-count-${i}`}
              onChange={(e) => setRow(i, { count: Math.max(1, Math.min(offer?.maxPacks ?? 12, Number(e.target.value) || 1)) })}
            />
            <select className="select" value={r.set} aria-label="Set" data-testid={`limited-set-${i}`} onChange={(e) => setRow(i, { set: e.target.value })}>
              {sets.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name} ({s.boosterSize} cards)
                </option>
              ))}
            </select>
            {rows.length > 1 && (
              <button type="button" className="icon-button" aria-label="Remove this set" onClick={() => setRows(rows.filter((_, k) => k !== i))}>
                −
              </button>
            )}
          </div>
        ))}
        {rows.length < 4 && (
          <button type="button" className="button" onClick={() => setRows([...rows, { set: sets.find((s) => !rows.some((r) => r.set === s.code))?.code ?? "3ED", count: 2 }])}>
            Mix in another set
          </button>
        )}
      </div>
      <label className="field">
        <span>Computer</span>
        <select value={ai} onChange={(e) => setAi(e.target.value as AiKind)} data-testid="limited-ai">
          {AI_KIND_NAMES.map((k) => (
            <option key={k} value={k}>
              {AI_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <p className="limited-price" data-testid="limited-price" aria-live="polite">
        {quote
          ? kind === "winston"
            ? `${quote.packs} booster${quote.packs === 1 ? "" : "s"}, ${quote.poolSize} cards to draft; you pay ${quote.paidPacks} of them: ${quote.price} coins (you have ${quote.coins})`
            : `${quote.packs} booster${quote.packs === 1 ? "" : "s"}, ${quote.poolSize} cards: ${quote.price} coins (you have ${quote.coins})`
          : (quoteError ?? "…")}
      </p>
      {error && (
        <p className="error" role="alert" data-testid="limited-error">
          {error}
        </p>
      )}
      <div className="lobby-actions">
        <button type="button" className="button primary-big" disabled={!quote || short || busy} onClick={() => void st().startLimited(spec, ai, kind)} data-testid="limited-start">
          {busy ? "Shuffling the packs…" : short ? "Not enough coins" : kind === "winston" ? "Buy the packs and draft" : "Buy and open the packs"}
        </button>
      </div>
      {list.length > 0 && (
        <div className="limited-resume">
          <h3>Events to finish</h3>
          <ul>
            {list.map((e) => (
              <li key={e.id} data-testid="limited-unfinished">
                {e.kind === "winston" ? "Winston draft" : "Sealed"} {e.spec} — {PHASE_WORDS[e.phase]}, {e.standings.you.wins}–{e.standings.computer.wins}{" "}
                <button type="button" className="button" onClick={() => void st().openLimited(e.id)} data-testid={`limited-resume-${e.id}`}>
                  Resume
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
