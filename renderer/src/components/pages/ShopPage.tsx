import { useEffect, useState } from "react";
import { useStore } from "../../store/index";
import { BoosterShelf } from "../shop/BoosterShelf";
import { Ledger } from "../shop/Ledger";
import { PackOpening } from "../shop/PackOpening";
import { SellList } from "../shop/SellList";
import "../shop/shop.css";

type Tab = "boosters" | "sell" | "ledger";

/** Buy boosters and open them card by card, sell units back, see where the coins went. */
export function ShopPage() {
  const [tab, setTab] = useState<Tab>("boosters");
  const coins = useStore((s) => s.profile?.coins);
  const opening = useStore((s) => s.opening !== null);
  const error = useStore((s) => s.shopError);
  useEffect(() => void useStore.getState().loadShop(), []);
  return (
    <div className="shop">
      <header className="browser__head">
        <h2>Shop</h2>
        <p className="browser__sub balance">
          <span className="coin" aria-hidden="true" /> <strong data-testid="shop-coins">{coins ?? "…"}</strong> coins
        </p>
        <div className="browser__views">
          <div className="segmented" role="tablist" aria-label="Shop">
            {(["boosters", "sell", "ledger"] as const).map((t) => (
              <button key={t} type="button" role="tab" aria-selected={tab === t} className={tab === t ? "on" : ""} onClick={() => setTab(t)}>
                {t === "boosters" ? "Boosters" : t === "sell" ? "Sell cards" : "Ledger"}
              </button>
            ))}
          </div>
        </div>
      </header>
      {error && <p className="error" role="alert">{error}</p>}
      {tab === "boosters" && (opening ? <PackOpening /> : <BoosterShelf />)}
      {tab === "sell" && <SellList />}
      {tab === "ledger" && <Ledger />}
    </div>
  );
}
