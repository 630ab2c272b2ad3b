/**
 * "Play for ante" (CR 407), a match option off by default, shared by the practice and network
 * panels. A deck holding an ante card turns it on, with the card's own words for why.
 */
import { ANTE_RULE_TEXT } from "../../../../app/shared/ante";
import { useStore } from "../../store/index";

export function AnteOption({ network, testId }: { network: boolean; testId: string }) {
  const on = useStore((s) => s.playForAnte);
  const setOn = useStore((s) => s.setPlayForAnte);
  const anteCards = useStore((s) => s.deckAnteCards);
  return (
    <div className="ante-option">
      <label className="field checkbox">
        <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} data-testid={testId} />
        <span>
          Play for ante{" "}
          <small>
            {network
              ? "(both players must choose it; the winner keeps the cards in the ante: they leave the loser's collection)"
              : "(practice: played fully, but no card changes hands)"}
          </small>
        </span>
      </label>
      {anteCards.length > 0 && (
        <p className={on ? "hint" : "error"} data-testid={`${testId}-why`}>
          {anteCards.join(", ")}: “{ANTE_RULE_TEXT}”{on ? "" : " This deck can't be played unless you play for ante."}
        </p>
      )}
    </div>
  );
}
