/**
 * Trading with a friend (issue 36): connect through an invite and an answer code, as for a match;
 * then both sides of the trade, a search of your collection to add units, coins, both
 * acceptances, what was refused and why, and the log of past trades. The host holds the keys,
 * the contract and the collection writes (app/host/trade); this page only asks and shows.
 */
import { CodeExchange, type CodeFlow } from "../net/CodeExchange";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Unit } from "../../../../app/shared/contract/collection";
import type { LanGameInfo, LanOffer } from "../../../../app/shared/contract/match";
import type { TradeOfferDto, TradeRecordDto, TradeViewDto } from "../../../../app/shared/contract/trade";
import { answerLanOffer } from "../../net/lan-answer";
import { openPeer, type RtcPeer } from "../../net/rtc-peer";
import { useStore } from "../../store/index";
import "./trade.css";

let peer: RtcPeer | null = null;
let bound = false;
const listeners = new Set<(v: TradeViewDto) => void>();
const lanOfferListeners = new Set<(o: LanOffer) => void>();
const lanGamesListeners = new Set<(g: LanGameInfo[]) => void>();

function bindEvents() {
  if (bound) return;
  bound = true;
  window.moxen.onEvent("trade.changed", (v) => listeners.forEach((l) => l(v)));
  // LAN: the same announcements and join requests as a match (app/host/match/lan.ts), with the
  // purpose "trade"; the Play screen's LAN panel ignores them and this page ignores games.
  window.moxen.onEvent("match.lanOffer", (o) => lanOfferListeners.forEach((l) => l(o)));
  window.moxen.onEvent("match.lanGames", ({ games }) => lanGamesListeners.forEach((l) => l(games)));
}

type Flow = CodeFlow;

export function TradePage() {
  const fingerprint = useStore((s) => s.fingerprint);
  const loadFingerprint = useStore((s) => s.loadFingerprint);
  const loadProfile = useStore((s) => s.loadProfile);
  const [view, setView] = useState<TradeViewDto | null>(null);
  const [flow, setFlow] = useState<Flow>({ stage: "idle" });
  const [history, setHistory] = useState<TradeRecordDto[]>([]);
  const [error, setError] = useState<string | null>(null);

  const refreshHistory = async () => {
    const r = await window.moxen.trade.history();
    if (r.ok) setHistory(r.value);
  };
  useEffect(() => {
    bindEvents();
    if (!fingerprint) void loadFingerprint();
    void window.moxen.trade.view().then((r) => r.ok && setView(r.value));
    void refreshHistory();
    const onView = (v: TradeViewDto) => {
      setView(v);
      void refreshHistory();
      void loadProfile();
    };
    listeners.add(onView);
    return () => void listeners.delete(onView);
  }, [fingerprint, loadFingerprint, loadProfile]);

  const start = async (p: RtcPeer, friend: string | null) => {
    await p.connected;
    const r = await window.moxen.trade.start({ channelId: p.channelId, ...(friend ? { peerFingerprint: friend } : {}) });
    if (!r.ok) throw new Error(r.error.message);
    setView(r.value);
    setFlow({ stage: "idle" });
  };
  const fail = (what: string, e: unknown) => setFlow({ stage: "error", message: `${what} failed: ${e instanceof Error ? e.message : String(e)}` });

  const invite = async () => {
    setFlow({ stage: "busy", what: "Preparing the invite…" });
    try {
      peer?.close();
      peer = await openPeer(true);
      const code = await window.moxen.net.makeCode({ signal: await peer.signal });
      if (!code.ok) throw new Error(code.error.message);
      setFlow({ stage: "invite", code: code.value.code });
    } catch (e) {
      fail("Making the invite code", e);
    }
  };
  const acceptAnswer = async (text: string) => {
    const p = peer;
    if (!p) return;
    const read = await window.moxen.net.readCode({ code: text.trim(), expect: "answer" });
    if (!read.ok) return fail("Reading the answer code", new Error(read.error.message));
    setFlow({ stage: "busy", what: "Connecting…" });
    p.accept(read.value.signal);
    await start(p, read.value.peerFingerprint).catch((e) => fail("Connecting", e));
  };
  const join = async (text: string) => {
    const read = await window.moxen.net.readCode({ code: text.trim(), expect: "invite" });
    if (!read.ok) return fail("Reading the invite code", new Error(read.error.message));
    setFlow({ stage: "busy", what: "Preparing the answer…" });
    try {
      peer?.close();
      const p = await openPeer(false);
      peer = p;
      p.accept(read.value.signal);
      const code = await window.moxen.net.makeCode({ signal: await p.signal });
      if (!code.ok) throw new Error(code.error.message);
      setFlow({ stage: "answer", code: code.value.code });
      await start(p, read.value.peerFingerprint);
    } catch (e) {
      fail("Joining", e);
    }
  };

  // Trading on the LAN: announce (purpose trade) or find a friend's announcement; no codes typed.
  // The friend's fingerprint from the announcement (or the join request) is pinned by trade.start.
  const [lan, setLan] = useState<{ announcing: boolean; browsing: boolean; games: LanGameInfo[] }>({ announcing: false, browsing: false, games: [] });
  const announcing = useRef(false);
  useEffect(() => {
    const onOffer = (offer: LanOffer) => {
      if (!announcing.current) return;
      announcing.current = false;
      void (async () => {
        setFlow({ stage: "busy", what: "A friend is joining your trade…" });
        try {
          peer?.close();
          const p = await answerLanOffer(offer);
          peer = p;
          setLan((l) => ({ ...l, announcing: false }));
          await start(p, offer.peerFingerprint);
        } catch (e) {
          fail("Answering the LAN request", e);
        }
      })();
    };
    const onGames = (games: LanGameInfo[]) => setLan((l) => ({ ...l, games }));
    lanOfferListeners.add(onOffer);
    lanGamesListeners.add(onGames);
    return () => {
      lanOfferListeners.delete(onOffer);
      lanGamesListeners.delete(onGames);
      if (announcing.current) void window.moxen.match.lanStop();
      announcing.current = false;
    };
  }, []);
  const lanAnnounce = async () => {
    const r = await window.moxen.match.lanAnnounce({ purpose: "trade" });
    if (!r.ok) return fail("Offering a trade on the LAN", new Error(r.error.message));
    announcing.current = true;
    setLan((l) => ({ ...l, announcing: true }));
  };
  const lanStop = async () => {
    announcing.current = false;
    await window.moxen.match.lanStop();
    setLan((l) => ({ ...l, announcing: false }));
  };
  const lanBrowse = async () => {
    const r = await window.moxen.match.lanBrowse();
    if (!r.ok) return fail("Looking for trades on the LAN", new Error(r.error.message));
    setLan((l) => ({ ...l, browsing: true, games: r.value }));
  };
  const lanTrade = async (g: LanGameInfo) => {
    setFlow({ stage: "busy", what: `Connecting to ${g.player}…` });
    try {
      peer?.close();
      const p = await openPeer(true);
      peer = p;
      const j = await window.moxen.match.lanJoin({ gameId: g.id, signal: await p.signal });
      if (!j.ok) throw new Error(j.error.message);
      p.accept(j.value.signal);
      await window.moxen.match.lanStopBrowsing();
      setLan((l) => ({ ...l, browsing: false }));
      await start(p, g.fingerprint);
    } catch (e) {
      fail(`Trading with ${g.player}`, e);
    }
  };

  const live = view && view.phase !== "closed" ? view : null;
  return (
    <div className="trade-page" data-testid="trade-page">
      <header className="browser__head">
        <h2>Trade</h2>
        <p className="browser__sub">
          Your fingerprint: <span className="fingerprint" data-testid="trade-my-fingerprint">{fingerprint ?? "…"}</span>
        </p>
      </header>
      {error && (
        <p className="error" role="alert" data-testid="trade-error">
          {error}
        </p>
      )}
      {!live ? (
        <>
          <Connect flow={flow} onInvite={invite} onAnswer={acceptAnswer} onJoin={join} />
          <section className="panel" aria-label="Trade on the local network">
            <h3>On this network</h3>
            <div className="trade-connect">
              {lan.announcing ? (
                <button type="button" className="button" onClick={() => void lanStop()} data-testid="trade-lan-stop">
                  Stop offering a trade
                </button>
              ) : (
                <button type="button" className="button" onClick={() => void lanAnnounce()} data-testid="trade-lan-announce">
                  Offer a trade on this network
                </button>
              )}
              {!lan.browsing && (
                <button type="button" className="button" onClick={() => void lanBrowse()} data-testid="trade-lan-browse">
                  Look for friends trading
                </button>
              )}
            </div>
            {lan.announcing && <p className="empty waiting">Friends on this network can see you. Waiting for one to start a trade…</p>}
            {lan.browsing && (
              <ul className="lan-list" data-testid="trade-lan-friends">
                {lan.games.filter((g) => g.purpose === "trade" && g.fingerprint !== fingerprint).length === 0 && <li className="empty">Looking… nobody offers a trade yet.</li>}
                {lan.games
                  .filter((g) => g.purpose === "trade" && g.fingerprint !== fingerprint)
                  .map((g) => (
                    <li key={g.id}>
                      <b>{g.player}</b> <span className="fingerprint small">{g.fingerprint}</span>{" "}
                      <button type="button" className="button" disabled={flow.stage === "busy"} onClick={() => void lanTrade(g)}>
                        Trade with {g.player}
                      </button>
                    </li>
                  ))}
              </ul>
            )}
          </section>
        </>
      ) : (
        <LiveTrade view={live} setError={setError} />
      )}
      {view?.phase === "closed" && <p className="empty">The connection ended. A contract you signed stays held until you and your friend connect again.</p>}
      <History items={history} />
    </div>
  );
}

function Connect({ flow, onInvite, onAnswer, onJoin }: { flow: Flow; onInvite(): void; onAnswer(code: string): void; onJoin(code: string): void }) {
  return (
    <CodeExchange flow={flow} testId="trade" className="trade-connect" title={<h3>Trade with a friend</h3>} createLabel="Create an invite code" joinLabel="Join" onInvite={onInvite} onAnswer={onAnswer} onJoin={onJoin} />
  );
}

function LiveTrade({ view, setError }: { view: TradeViewDto; setError(e: string | null): void }) {
  const [units, setUnits] = useState<Unit[]>([]);
  const [total, setTotal] = useState(0);
  const [query, setQuery] = useState("");
  const [queryError, setQueryError] = useState<string | null>(null);
  const [coins, setCoins] = useState(String(view.mine.coins));
  // The collection's own search language (`t:creature c:r mv<=2 s:lea`), parsed by the host: the
  // same query the Collection screen takes; a bad one comes back with its position.
  useEffect(() => {
    let stale = false;
    const timer = setTimeout(() => {
      void window.moxen.collection.units({ query, limit: 300 }).then((r) => {
        if (stale) return;
        if (r.ok) {
          setUnits(r.value.items);
          setTotal(r.value.total);
          setQueryError(null);
        } else setQueryError(r.error.message);
      });
    }, 150);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [query, view.outcomes.length]);
  const offered = new Set(view.mine.units.map((u) => u.id));
  const matches = useMemo(() => units.filter((u) => !offered.has(u.id)).slice(0, 50), [units, view.mine]);
  const setOffer = async (ids: string[], c: number) => {
    const r = await window.moxen.trade.setOffer({ units: ids, coins: c });
    setError(r.ok ? null : r.error.message);
  };
  const ids = view.mine.units.map((u) => u.id);
  const friend = view.friend?.name ?? "Your friend";
  return (
    <section className="panel trade-live" aria-label="The trade">
      <p data-testid="trade-status">
        {view.phase === "connecting" ? "Connecting…" : view.phase === "signing" ? `Signed: waiting for ${friend} to countersign.` : `Trading with ${friend}`}
        {view.friend && (
          <>
            {" "}
            (<span className="fingerprint" data-testid="trade-friend-fingerprint">{view.friend.fingerprint}</span>)
          </>
        )}
      </p>
      <div className="trade-sides">
        <Side title="You give" offer={view.mine} accepted={view.iAccepted} testId="trade-mine" onRemove={(id) => void setOffer(ids.filter((x) => x !== id), view.mine.coins)} />
        <Side title={`${friend} gives`} offer={view.theirs} accepted={view.theyAccepted} testId="trade-theirs" />
      </div>
      <div className="trade-controls">
        <label className="field">
          <span>Your coins in the trade</span>
          <input type="number" min={0} value={coins} onChange={(e) => setCoins(e.target.value)} data-testid="trade-coins" />
        </label>
        <button type="button" className="button" onClick={() => void setOffer(ids, Number(coins) || 0)} data-testid="trade-set-coins">
          Set coins
        </button>
        <button type="button" className="button primary" disabled={view.iAccepted || view.phase !== "open" || !view.theirs} onClick={() => void window.moxen.trade.accept().then((r) => setError(r.ok ? null : r.error.message))} data-testid="trade-accept">
          {view.iAccepted ? "Accepted" : "Accept"}
        </button>
        <button type="button" className="link-button" onClick={() => void window.moxen.trade.close()} data-testid="trade-close">
          End trade
        </button>
      </div>
      {view.lastError && <p className="error">{view.lastError}</p>}
      {view.outcomes.map((o) => (
        <p key={o.tradeId} className={o.outcome === "final" ? "notice" : "error"} data-testid="trade-outcome">
          {o.outcome === "final" ? `Trade ${o.tradeId.slice(0, 12)} done: both signed, both collections changed.` : `Trade ${o.tradeId.slice(0, 12)} called off: ${o.reason ?? "aborted"}.`}
        </p>
      ))}
      {view.incidents.map((i, n) => (
        <p key={n} className="error" data-testid="trade-incident">
          Refused a message from {friend}: {i.reason}
        </p>
      ))}
      <h3>Add from your collection</h3>
      <input
        type="search"
        placeholder="Name, or t:creature c:r mv<=2 s:lea …"
        aria-label="Search your collection to add units"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        data-testid="trade-search"
      />
      {queryError ? (
        <p className="error" role="alert" data-testid="trade-search-error">{queryError}</p>
      ) : (
        <p className="dim" data-testid="trade-search-count">
          {total} {total === 1 ? "unit matches" : "units match"}{total > matches.length ? `; the first ${matches.length} shown` : ""}
        </p>
      )}
      <table className="card-list compact">
        <tbody>
          {matches.map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td className="mono">{u.id}</td>
              <td>{u.set}</td>
              <td>
                <button type="button" className="link-button" disabled={view.phase !== "open"} onClick={() => void setOffer([...ids, u.id], view.mine.coins)} data-testid={`trade-add-${u.id}`}>
                  Add
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Side({ title, offer, accepted, testId, onRemove }: { title: string; offer: TradeOfferDto | null; accepted: boolean; testId: string; onRemove?(id: string): void }) {
  return (
    <div className="trade-side" data-testid={testId}>
      <h3>
        {title} {accepted && <span className="badge" data-testid={`${testId}-accepted`}>accepted</span>}
      </h3>
      {!offer ? (
        <p className="empty">Nothing yet.</p>
      ) : (
        <ul>
          {offer.units.map((u) => (
            <li key={u.id} data-testid={`${testId}-unit`}>
              {u.card} <span className="mono">{u.id}</span> ({u.set})
              {onRemove && (
                <button type="button" className="link-button" onClick={() => onRemove(u.id)}>
                  Remove
                </button>
              )}
            </li>
          ))}
          <li data-testid={`${testId}-coins`}>{offer.coins} coins</li>
        </ul>
      )}
    </div>
  );
}

function History({ items }: { items: TradeRecordDto[] }) {
  const goods = (g: { units: { card: string }[]; coins: number }) => [...g.units.map((u) => u.card), ...(g.coins ? [`${g.coins} coins`] : [])].join(", ") || "nothing";
  return (
    <section className="panel" aria-label="Past trades">
      <h3>Past trades</h3>
      {items.length === 0 ? (
        <p className="empty">No trades yet.</p>
      ) : (
        <ul data-testid="trade-history">
          {items.map((r) => (
            <li key={r.tradeId} data-testid="trade-history-item">
              {r.createdAt.slice(0, 10)} · {r.status} · with {r.friend.name}: gave {goods(r.gave)}; got {goods(r.got)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
