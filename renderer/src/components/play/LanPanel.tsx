/** Games on the local network: announce yours, or join one found there — no codes to type. */
import { useEffect } from "react";
import type { DeckChoice } from "../../store/net-slice";
import { useStore } from "../../store/index";
import { AnteOption } from "./AnteOption";

export function LanPanel({ deck }: { deck: DeckChoice | null }) {
  const lan = useStore((s) => s.lan);
  const announce = useStore((s) => s.lanAnnounce);
  const stop = useStore((s) => s.lanStop);
  const browse = useStore((s) => s.lanBrowse);
  const stopBrowsing = useStore((s) => s.lanStopBrowsing);
  const join = useStore((s) => s.lanJoin);
  const mine = useStore((s) => s.fingerprint);
  useEffect(() => {
    // Leaving the lobby stops looking (announcing goes on: a friend may still join).
    return () => {
      if (useStore.getState().lan.browsing) void useStore.getState().lanStopBrowsing();
    };
  }, []);
  // Trade announcements belong to the Trade screen, limited events' to the friend screen.
  const others = lan.games.filter((g) => g.fingerprint !== mine && g.purpose === "match");
  return (
    <section className="panel lobby-panel" aria-labelledby="lan-title">
      <h2 id="lan-title">LAN games</h2>
      {lan.error && (
        <p className="error" role="alert" data-testid="lan-error">
          {lan.error}
        </p>
      )}
      {lan.busy && <p className="empty">{lan.busy}</p>}
      <AnteOption network testId="lan-ante-toggle" />
      <div className="lobby-actions">
        {lan.announcing ? (
          <button type="button" className="button" onClick={() => void stop()} data-testid="lan-stop">
            Stop hosting on LAN
          </button>
        ) : (
          <button type="button" className="button" onClick={() => deck && void announce(deck)} disabled={!deck} data-testid="lan-announce">
            Host on LAN
          </button>
        )}
        {lan.browsing ? (
          <button type="button" className="button" onClick={() => void stopBrowsing()} data-testid="lan-stop-browsing">
            Stop looking
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void browse()} data-testid="lan-browse">
            Look for games
          </button>
        )}
      </div>
      {lan.announcing && <p className="empty waiting">Your game is visible on this network. Waiting for someone to join…</p>}
      {lan.browsing && (
        <ul className="lan-list" data-testid="lan-games">
          {others.length === 0 && <li className="empty">Looking… no games found yet.</li>}
          {others.map((g) => (
            <li key={g.id}>
              <div>
                <b>{g.player}</b>
                <div className="fingerprint small">{g.fingerprint}</div>
              </div>
              <button type="button" className="button" onClick={() => deck && void join(g, deck)} disabled={!deck || !!lan.busy}>
                Join
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
