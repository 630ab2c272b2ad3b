/** All decks as deck boxes: open one to build, start a new one, import a file, delete. */
import { useEffect, useState } from "react";
import type { DeckSummary } from "../../../../app/shared/contract/collection";
import { useStore } from "../../store/index";
import { ImportDialog } from "./DeckFiles";

function DeckBox({ deck }: { deck: DeckSummary }) {
  const [confirm, setConfirm] = useState(false);
  const st = useStore.getState;
  return (
    <article className={`deck-box${deck.playable ? " playable" : ""}`} data-testid="deck-box" data-name={deck.name}>
      <button type="button" className="deck-box__open" onClick={() => void st().openDeck(deck.id)} aria-label={`Open ${deck.name}`}>
        <span className="deck-box__lid" aria-hidden="true" />
        <span className="deck-box__name">{deck.name}</span>
        <span className="deck-box__counts">
          {deck.mainCount} cards{deck.sideboardCount ? ` + ${deck.sideboardCount} sideboard` : ""}
        </span>
        <span className="deck-box__badges">
          <span className={`tag ${deck.valid ? "ok" : "bad"}`}>{deck.valid ? "Legal" : "Not legal"} · {deck.format === "oldschool" ? "Old School" : "Freeform"}</span>
          <span className={`tag ${deck.playable ? "ok" : "bad"}`} data-testid="deck-playable">
            {deck.playable ? "Playable" : "Not playable"}
          </span>
          <span className="tag">{deck.mode === "collection" ? "Collection" : "Free build"}</span>
        </span>
      </button>
      <div className="deck-box__actions">
        {confirm ? (
          <>
            <span>Delete this deck?</span>
            <button type="button" className="button danger" onClick={() => void st().deleteDeck(deck.id)}>
              Delete
            </button>
            <button type="button" className="button" onClick={() => setConfirm(false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" className="link-button" onClick={() => setConfirm(true)} aria-label={`Delete ${deck.name}`}>
            Delete
          </button>
        )}
      </div>
    </article>
  );
}

export function DeckGallery() {
  const decks = useStore((s) => s.deckList);
  const error = useStore((s) => s.deckListError);
  const [importing, setImporting] = useState(false);
  const st = useStore.getState;
  useEffect(() => void st().loadDecks(), [st]);
  return (
    <div className="gallery">
      <header className="browser__head">
        <h2>Decks</h2>
        <p className="browser__sub">{decks ? `${decks.length} deck${decks.length === 1 ? "" : "s"}` : "…"}</p>
        <div className="browser__views">
          <button type="button" className="button primary" onClick={() => void st().newDeck("collection")}>
            New deck
          </button>
          <button type="button" className="button" onClick={() => void st().newDeck("freebuild")} title="Any card, any number, not tied to your collection">
            New free-build deck
          </button>
          <button type="button" className="button" onClick={() => setImporting(true)}>
            Import…
          </button>
        </div>
      </header>
      {error && <p className="error" role="alert">{error}</p>}
      <div className="deck-grid">
        {decks?.map((d) => <DeckBox key={d.id} deck={d} />)}
      </div>
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(r) => {
          setImporting(false);
          void st().openDeck(r.deck.id);
          for (const w of r.warnings) st().addNotice({ level: "warning", message: w });
        }}
      />
    </div>
  );
}
