/**
 * PLACEHOLDER (ba-winnetapp), only so that the friend screen typechecks on this branch: the real
 * draft screen is ba-winui's file at this same path, and the lead keeps winui's version on merge.
 * Same props as winui's `WinstonDraft`.
 */
import type { WinstonDraftDto } from "../../../../../app/shared/contract/winston-draft";

export interface WinstonDraftProps {
  draft: WinstonDraftDto;
  onDecide(choice: "take" | "pass"): Promise<void>;
  busy?: boolean;
}

export function WinstonDraft({ draft, onDecide, busy = false }: WinstonDraftProps) {
  const pile = draft.at < 3 ? draft.piles[draft.at] : null;
  return (
    <div data-testid="winston-draft">
      <p>
        Stack {draft.stack}, piles {draft.piles.map((p) => p.count).join(" / ")}, your pool {draft.pool.length}, theirs {draft.theirs.count}.
      </p>
      {draft.yourTurn && (
        <p>
          {pile ? `Pile ${draft.at + 1}: ${pile.seen.map((c) => c ?? "?").join(", ")}` : "The top card of the stack"}{" "}
          <button type="button" disabled={busy} onClick={() => void onDecide("take")}>
            Take
          </button>
          <button type="button" disabled={busy || !draft.mayPass} onClick={() => void onDecide("pass")}>
            Pass
          </button>
        </p>
      )}
    </div>
  );
}
