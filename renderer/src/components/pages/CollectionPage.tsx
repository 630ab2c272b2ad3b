import { Panel } from "../Panel";

export function CollectionPage() {
  return (
    <Panel title="Collection">
      <p className="empty">Your cards from Alpha to Fallen Empires will be laid out here: browse, search and sort what you own.</p>
    </Panel>
  );
}
