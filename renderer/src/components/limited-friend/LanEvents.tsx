/**
 * Limited events on the local network, as games are in the Play screen's LAN panel: announce this
 * proposal (the host's mDNS announcement carries `kind=limited` and the packs), or list the events
 * friends announce and join one with a click — no codes typed. The friend's fingerprint from the
 * announcement (or from its join request) is pinned by limitedNet.host / limitedNet.join.
 */
import type { LimitedNetKind } from "../../../../app/shared/contract/limited-net";
import { useEffect } from "react";
import { useStore } from "../../store/index";
import { useLimitedFriend } from "../../store/limited-friend-slice";

export function LanEvents({ packs, kind, buildMinutes }: { packs: string; kind: LimitedNetKind; buildMinutes: number | null }) {
  const { lan, flow, lanAnnounce, lanStop, lanBrowse, lanJoin } = useLimitedFriend();
  const mine = useStore((x) => x.fingerprint);
  useEffect(
    () => () => {
      // Leaving the screen stops looking; an announcement stays while a friend may still join.
      if (useLimitedFriend.getState().lan.browsing) void window.moxen.match.lanStopBrowsing();
    },
    [],
  );
  const events = lan.events.filter((e) => e.fingerprint !== mine);
  return (
    <section className="panel" aria-label="Limited events on this network" data-testid="lf-lan">
      <h3>On this network</h3>
      <div className="lf-actions">
        {lan.announcing ? (
          <button type="button" className="button" onClick={() => void lanStop()} data-testid="lf-lan-stop">
            Stop announcing ({lan.announcing.packs})
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void lanAnnounce(packs, kind, buildMinutes)} data-testid="lf-lan-announce">
            Propose on this network ({packs.trim() || "…"})
          </button>
        )}
        {!lan.browsing && (
          <button type="button" className="button" onClick={() => void lanBrowse()} data-testid="lf-lan-browse">
            Look for events on this network
          </button>
        )}
      </div>
      {lan.announcing && <p className="empty waiting">Friends on this network see your event. Waiting for one to join…</p>}
      {lan.browsing && (
        <ul className="lan-list" data-testid="lf-lan-events">
          {events.length === 0 && <li className="empty">Looking… nobody proposes an event yet.</li>}
          {events.map((e) => (
            <li key={e.id} data-testid="lf-lan-event">
              <b>{e.player}</b> proposes {e.limited!.kind === "winston" ? "a Winston draft" : "sealed deck"}, packs <b>{e.limited!.spec}</b>{" "}
              <span className="fingerprint small">{e.fingerprint}</span>{" "}
              <button type="button" className="button" disabled={flow.stage === "busy"} onClick={() => void lanJoin(e)} data-testid="lf-lan-join">
                Join
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
