import { Panel } from "../Panel";

export function PlayPage() {
  return (
    <Panel title="Play">
      <p className="empty">Practise against the computer, or invite a friend to a game with no server in between.</p>
    </Panel>
  );
}
