import { selectGoTo, selectPage } from "../store/selectors";
import { useStore } from "../store/index";
import { PAGES, type Page } from "../store/nav-slice";
import { CoinPurse } from "./shop/CoinPurse";

const LABELS: Record<Page, string> = {
  collection: "Collection",
  library: "Library",
  decks: "Decks",
  shop: "Shop",
  trade: "Trade",
  play: "Play",
  puzzles: "Puzzles",
  settings: "Settings",
  "limited/friend": "Sealed with a friend",
};

export function TopNav() {
  const page = useStore(selectPage);
  const goTo = useStore(selectGoTo);
  return (
    <header className="top-nav">
      <div className="brand" aria-label="Moxen">
        <span className="brand-gem" aria-hidden="true" />
        Moxen
      </div>
      <nav aria-label="Main">
        {PAGES.map((p) => (
          <button
            key={p}
            type="button"
            className={p === page ? "nav-tab active" : "nav-tab"}
            aria-current={p === page ? "page" : undefined}
            onClick={() => goTo(p)}
          >
            {LABELS[p]}
          </button>
        ))}
      </nav>
      <CoinPurse />
    </header>
  );
}
