import { Panel } from "../Panel";

export function DecksPage() {
  return (
    <Panel title="Decks">
      <p className="empty">Build decks from your collection, or start from one of the classic starter decks.</p>
    </Panel>
  );
}
