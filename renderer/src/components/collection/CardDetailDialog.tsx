/** One card up close: the large card, its printings (with what you own of each), rulings and your units. */
import { useEffect, useRef } from "react";
import { useStore } from "../../store/index";
import { Card, faceFromData } from "../card/index";

export function CardDetailDialog() {
  const state = useStore((s) => s.cardDetail);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (state && !d.open) d.showModal();
    if (!state && d.open) d.close();
  }, [state]);

  const close = () => useStore.getState().closeCardDetail();
  const detail = state?.detail;
  const shown = useStore((s) => s.settings?.shownPrintings);
  // The printing shown for this card everywhere its own unit's printing is not known (settings.shownPrintings).
  const chosenId = detail ? (shown?.[detail.card.code] ?? detail.card.printings[0]?.scryfallId) : undefined;
  const chosen = detail?.card.printings.find((p) => p.scryfallId === chosenId) ?? detail?.card.printings[0];
  const idOf = (set: string, number: string) => detail?.card.printings.find((p) => p.set === set && p.number === number)?.scryfallId;
  const choose = (id: string | undefined) => {
    if (detail && id) void useStore.getState().saveSettings({ shownPrintings: { [detail.card.code]: id } });
  };
  return (
    <dialog
      ref={ref}
      className="card-detail"
      aria-label={detail ? detail.card.name : "Card"}
      data-testid="card-detail"
      onClose={close}
      onClick={(e) => e.target === e.currentTarget && close()}
    >
      {state?.status === "loading" && <p className="empty">Fetching the card…</p>}
      {state?.status === "failed" && <p className="error">{state.error}</p>}
      {detail && (
        <div className="card-detail__body">
          <div className="card-detail__card">
            <Card face={faceFromData(detail.card, chosen)} size="lg" />
          </div>
          <div className="card-detail__info">
            <header>
              <h2>{detail.card.name}</h2>
              <button type="button" className="close" aria-label="Close" onClick={close}>×</button>
            </header>
            <p className="card-detail__owned">
              You own <strong data-testid="detail-owned">{detail.units.length}</strong> {detail.units.length === 1 ? "copy" : "copies"}
              {detail.card.legalities.oldschool && ` · Old School: ${detail.card.legalities.oldschool}`}
              {detail.card.reserved && " · Reserved List"}
            </p>
            <section>
              <h3>Printings</h3>
              <table className="card-list compact">
                <thead>
                  <tr><th>Shown</th><th>Set</th><th className="num">No.</th><th>Rarity</th><th>Artist</th><th className="num">Own</th></tr>
                </thead>
                <tbody>
                  {detail.printings.map((p) => (
                    <tr key={`${p.set}-${p.number}`}>
                      <td>
                        <input
                          type="radio"
                          name="shown-printing"
                          aria-label={`Show the ${p.setName} printing`}
                          data-testid={`show-printing-${p.set}-${p.number}`}
                          checked={idOf(p.set, p.number) === chosen?.scryfallId}
                          onChange={() => choose(idOf(p.set, p.number))}
                        />
                      </td>
                      <td>{p.setName} <span className="dim">({p.set})</span></td>
                      <td className="num">{p.number}</td>
                      <td><span className={`rarity-dot ${p.rarity}`} aria-hidden="true" /> {p.rarity}</td>
                      <td>{p.artist ?? ""}</td>
                      <td className="num">{p.owned}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section>
              <h3>Rulings</h3>
              {detail.rulings.length === 0 ? (
                <p className="empty">No rulings.</p>
              ) : (
                <ul className="rulings">
                  {detail.rulings.map((r, i) => (
                    <li key={i}>
                      <time>{r.date}</time> {r.text}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section>
              <h3>Your units</h3>
              {detail.units.length === 0 ? (
                <p className="empty">None yet — the Shop sells boosters of every classic set.</p>
              ) : (
                <table className="card-list compact">
                  <thead>
                    <tr><th>Unit</th><th>Set</th><th className="num">No.</th><th>From</th><th>Acquired</th></tr>
                  </thead>
                  <tbody>
                    {detail.units.map((u) => (
                      <tr key={u.id}>
                        <td className="mono">{u.id}</td>
                        <td>{u.set}</td>
                        <td className="num">{u.number}</td>
                        <td title={u.tradeId ? `${u.fromFingerprint} · their unit ${u.fromUnit} · trade ${u.tradeId.slice(0, 12)}` : undefined}>
                          {u.source === "trade" && u.fromName ? `trade with ${u.fromName}` : u.source}
                        </td>
                        <td>{u.acquiredAt.slice(0, 10)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            {detail.history.length > 0 && (
              <section>
                <h3>History</h3>
                <details open={detail.history.length <= 10} data-testid="unit-history">
                  <summary>
                    Where each of your {detail.history.length} {detail.history.length === 1 ? "unit" : "units"} of this card came from and went
                  </summary>
                  <ul className="unit-history">
                    {[...detail.history].reverse().map((h) => (
                      <li key={h.unitId} data-testid={`history-${h.unitId}`}>
                        <span className="mono">{h.unitId}</span> <span className="dim">({h.set} {h.number}{h.removedAt ? ", gone" : ""})</span>
                        <ol>
                          {h.events.map((e, i) => (
                            <li key={i} data-kind={e.kind} data-direction={e.direction} title={e.fingerprint ? `${e.friend ?? ""} · ${e.fingerprint}${e.tradeId ? ` · trade ${e.tradeId}` : ""}` : e.gameId ? `game ${e.gameId}` : undefined}>
                              <time>{e.at.slice(0, 10)}</time> {e.text}
                            </li>
                          ))}
                        </ol>
                      </li>
                    ))}
                  </ul>
                </details>
              </section>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
