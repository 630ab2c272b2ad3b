/** The coin balance in the top bar; opens the Shop. */
import { useStore } from "../../store/index";
import "./shop.css";

export function CoinPurse() {
  const coins = useStore((s) => s.profile?.coins);
  const name = useStore((s) => s.profile?.name);
  if (coins === undefined) return null;
  return (
    <button type="button" className="coin-purse" onClick={() => useStore.getState().goTo("shop")} title={`${name ?? "You"}: ${coins} coins — open the Shop`}>
      <span className="coin" aria-hidden="true" />
      <span data-testid="coins">{coins}</span>
      <span className="sr-only"> coins</span>
    </button>
  );
}
