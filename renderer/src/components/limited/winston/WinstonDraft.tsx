/**
 * A Winston draft as one player sees it (WinstonDraftDto): the three piles (face down with their
 * counts; the pile being looked at face up), what the player saw of each pile before, the stack,
 * the player's pool so far grouped by name, what the other drafter took, and Take / Pass (keys T
 * and P). It reads nothing from the store: the draft against the computer and the draft with a
 * friend both draw it, each with its own `onDecide`.
 */
import { useEffect, useRef } from "react";
import type { WinstonDraftDto } from "../../../../../app/shared/contract/winston-draft";
import { Card, CardBack, useCardData, useCardPreview } from "../../card/index";
import "./winston.css";

export interface WinstonDraftProps {
  draft: WinstonDraftDto;
  onDecide(choice: "take" | "pass"): Promise<void>;
  busy?: boolean;
}

function FaceUp({ name }: { name: string }) {
  const data = useCardData(name);
  const face = { name, manaCost: data?.manaCost ?? "", colors: data?.colors ?? [], typeLine: data?.typeLine ?? "", oracleText: data?.oracleText ?? "", power: data?.power ?? null, toughness: data?.toughness ?? null };
  const preview = useCardPreview(face);
  return (
    <div className="winston-card" data-testid="winston-pile-card" data-name={name} tabIndex={0} aria-label={name} {...preview}>
      <Card face={face} size="md" image="grid" />
    </div>
  );
}

function grouped(names: readonly string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return [...m].sort((a, b) => a[0].localeCompare(b[0]));
}

function NameList({ names, testId }: { names: readonly string[]; testId: string }) {
  return (
    <ul className="winston-names" data-testid={testId}>
      {grouped(names).map(([n, c]) => (
        <li key={n}>
          {c > 1 ? `${c}× ` : ""}
          {n}
        </li>
      ))}
    </ul>
  );
}

export function WinstonDraft({ draft, onDecide, busy = false }: WinstonDraftProps) {
  const d = draft;
  const looking = d.yourTurn && d.at <= 2 ? d.at : -1;
  const canAct = d.yourTurn && !busy && !d.over;
  const act = useRef<(c: "take" | "pass") => void>(() => {});
  act.current = (c) => {
    if (!canAct || (c === "pass" && !d.mayPass)) return;
    void onDecide(c);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const k = e.key.toLowerCase();
      if (k === "t") act.current("take");
      else if (k === "p") act.current("pass");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const passWords = looking === 2 || (looking >= 0 && !d.piles.some((p, i) => i > looking && p.count > 0)) ? "Pass (draw the top card of the stack)" : "Pass (add a card, next pile)";
  return (
    <section className="winston-draft" data-testid="winston-draft" data-your-turn={d.yourTurn} data-over={d.over} aria-label="Winston draft">
      <p className="dim winston-help">
        Winston draft: look at pile 1 and take it, or pass it (it gets the stack's top card) and look at the next pile; passing pile 3 gives you the stack's top card unseen by the
        other drafter. Take turns until every card is drafted.
      </p>
      <p className="winston-turn" data-testid="winston-turn" aria-live="polite">
        {d.over ? "The draft is over." : d.yourTurn ? `Your turn: pile ${d.at + 1}. Take it or pass it.` : "The other drafter is choosing…"}
      </p>
      <div className="winston-board">
        <div className="winston-stack" data-testid="winston-stack" data-count={d.stack}>
          {d.stack > 0 ? <CardBack size="sm" /> : <div className="winston-empty">empty</div>}
          <span>Stack: {d.stack}</span>
        </div>
        {d.piles.map((p, i) => {
          const up = i === looking;
          const before = p.seen.filter((c): c is string => c !== null);
          return (
            <div key={i} className={`winston-pile${up ? " looking" : ""}`} data-testid={`winston-pile-${i + 1}`} data-count={p.count} data-looking={up}>
              <h4>
                Pile {i + 1} <span className="dim">({p.count} card{p.count === 1 ? "" : "s"})</span>
              </h4>
              {up ? (
                <div className="winston-pile__cards">
                  {before.map((n, k) => (
                    <FaceUp key={k} name={n} />
                  ))}
                </div>
              ) : p.count > 0 ? (
                <>
                  <CardBack size="sm" />
                  {before.length > 0 && (
                    <div className="winston-seen" data-testid={`winston-seen-${i + 1}`}>
                      <span className="dim">You saw here: </span>
                      {before.join(", ")}
                      {before.length < p.count ? ` (+${p.count - before.length} unseen)` : ""}
                    </div>
                  )}
                </>
              ) : (
                <div className="winston-empty">empty</div>
              )}
            </div>
          );
        })}
      </div>
      {!d.over && (
        <div className="winston-actions">
          <button type="button" className="button primary-big" disabled={!canAct} onClick={() => act.current("take")} data-testid="winston-take" aria-keyshortcuts="T">
            {looking >= 0 ? `Take pile ${looking + 1}` : "Take"} (T)
          </button>
          <button
            type="button"
            className="button"
            disabled={!canAct || !d.mayPass}
            onClick={() => act.current("pass")}
            data-testid="winston-pass"
            aria-keyshortcuts="P"
            title={d.mayPass ? undefined : "Nothing is left after this pile: it must be taken"}
          >
            {passWords} (P)
          </button>
        </div>
      )}
      <div className="winston-pools">
        <section aria-label="Your pool">
          <h4>
            Your pool: <span data-testid="winston-pool-count">{d.pool.length}</span> card{d.pool.length === 1 ? "" : "s"}
          </h4>
          <NameList names={d.pool} testId="winston-pool" />
        </section>
        <section aria-label="The other drafter's pool">
          <h4>
            The other drafter took <span data-testid="winston-theirs-count">{d.theirs.count}</span> card{d.theirs.count === 1 ? "" : "s"}
          </h4>
          {d.theirs.seen.length > 0 && <p className="dim">Of them you saw:</p>}
          <NameList names={d.theirs.seen} testId="winston-theirs" />
        </section>
      </div>
    </section>
  );
}
