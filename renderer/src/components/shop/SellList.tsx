/** Your units, to sell back one at a time (a second click confirms); decks that lose a card are named. */
import { useEffect, useMemo, useState } from "react";
import type { Unit } from "../../../../app/shared/contract/collection";
import { useStore } from "../../store/index";
import { useCardPreview } from "../card/index";

function SellRow({ unit, price }: { unit: Unit; price: number | undefined }) {
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const preview = useCardPreview({ name: unit.name, set: unit.set, number: unit.number, ownPrinting: true });
  const sell = async () => {
    setBusy(true);
    const r = await useStore.getState().sellUnit(unit.id);
    setBusy(false);
    const st = useStore.getState();
    if (!r.ok) return st.addNotice({ level: "error", message: r.error.message });
    const decks = r.value.affectedDecks.map((d) => d.name);
    st.addNotice({
      level: decks.length ? "warning" : "info",
      message: `Sold ${r.value.name} for ${r.value.price} coins.${decks.length ? ` No longer complete: ${decks.join(", ")}.` : ""}`,
    });
  };
  return (
    <tr data-testid="sell-row" data-name={unit.name} {...preview} tabIndex={0}>
      <td className="name">{unit.name}</td>
      <td>{unit.set} <span className="dim">#{unit.number}</span></td>
      <td><span className={`rarity-dot ${unit.rarity}`} aria-hidden="true" /> {unit.rarity}</td>
      <td className="mono dim">{unit.id}</td>
      <td className="num">{price ?? "?"}</td>
      <td className="num">
        {confirm ? (
          <span className="confirm">
            <button type="button" className="button danger" disabled={busy} onClick={() => void sell()}>
              Sell for {price}
            </button>
            <button type="button" className="link-button" onClick={() => setConfirm(false)}>
              Keep
            </button>
          </span>
        ) : (
          <button type="button" className="button" onClick={() => setConfirm(true)} aria-label={`Sell ${unit.name} (${unit.id})`}>
            Sell
          </button>
        )}
      </td>
    </tr>
  );
}

export function SellList() {
  const units = useStore((s) => s.sellable);
  const prices = useStore((s) => s.prices);
  const [filter, setFilter] = useState("");
  const [limit, setLimit] = useState(100);
  useEffect(() => void useStore.getState().loadSellable(), []);
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? units.filter((u) => u.name.toLowerCase().includes(f) || u.set.toLowerCase() === f || u.rarity === f) : units;
  }, [units, filter]);
  return (
    <div className="sell">
      <div className="sell__bar">
        <input className="input" type="search" placeholder="Filter by name, set or rarity" aria-label="Filter units to sell" value={filter} onChange={(e) => setFilter(e.target.value)} />
        {prices && (
          <span className="dim">
            The shop pays {prices.sell.common} for a common, {prices.sell.uncommon} for an uncommon, {prices.sell.rare} for a rare.
          </span>
        )}
      </div>
      <table className="card-list">
        <thead>
          <tr><th>Name</th><th>Printing</th><th>Rarity</th><th>Unit</th><th className="num">Coins</th><th /></tr>
        </thead>
        <tbody>
          {shown.slice(0, limit).map((u) => (
            <SellRow key={u.id} unit={u} price={prices?.sell[u.rarity as "common"]} />
          ))}
        </tbody>
      </table>
      {shown.length > limit && (
        <button type="button" className="button show-more" onClick={() => setLimit(limit + 200)}>
          Show more ({shown.length - limit} left)
        </button>
      )}
    </div>
  );
}
