/** One booster per classic set, as packs on a shelf, with price and a Buy button. */
import type { ShopOffer } from "../../../../app/shared/contract/collection";
import { useStore } from "../../store/index";

/** Wrapper colors, loosely after each set's booster art. */
const WRAPPERS: Record<string, [string, string]> = {
  LEA: ["#2b1c12", "#7a5b2e"],
  LEB: ["#1d1d28", "#6d5a3a"],
  "2ED": ["#2d2417", "#b9a27a"],
  ARN: ["#2a1206", "#c0702a"],
  ATQ: ["#2c2218", "#8e7453"],
  "3ED": ["#21180f", "#a37b45"],
  LEG: ["#2a1030", "#a4603a"],
  DRK: ["#0d0d12", "#4b3b5b"],
  FEM: ["#131c1e", "#4a7168"],
};

function Booster({ offer, coins, busy }: { offer: ShopOffer; coins: number; busy: boolean }) {
  const [a, b] = WRAPPERS[offer.set] ?? ["#222", "#666"];
  const short = coins < offer.price;
  return (
    <article className="booster" data-testid="booster" data-set={offer.set}>
      <div className="booster__pack" style={{ background: `linear-gradient(160deg, ${b}, ${a} 70%)` }} aria-hidden="true">
        <span className="booster__crimp top" />
        <span className="booster__brand">Moxen</span>
        <span className="booster__set">{offer.name}</span>
        <span className="booster__code">{offer.set}</span>
        <span className="booster__count">{offer.packSize} cards</span>
        <span className="booster__crimp bottom" />
      </div>
      <div className="booster__info">
        <strong>{offer.name}</strong>
        <span className="dim">{offer.releaseDate.slice(0, 4)}</span>
        <span className="dim" data-testid="booster-playable" title="Cards of this set the rules engine implements: the others can be collected but not yet played">
          {offer.playable} of {offer.cards} cards playable
        </span>
      </div>
      <button
        type="button"
        className="button primary"
        disabled={short || busy}
        title={short ? `You need ${offer.price - coins} more coins` : undefined}
        aria-label={`Buy a ${offer.name} booster for ${offer.price} coins`}
        onClick={() => void useStore.getState().buyPack(offer.set)}
      >
        Buy · {offer.price} <span className="coin small" aria-hidden="true" />
      </button>
    </article>
  );
}

export function BoosterShelf() {
  const offers = useStore((s) => s.shopOffers);
  const coins = useStore((s) => s.profile?.coins ?? 0);
  const busy = useStore((s) => s.opening !== null);
  return (
    <div className="shelf">
      {offers.map((o) => (
        <Booster key={o.set} offer={o} coins={coins} busy={busy} />
      ))}
    </div>
  );
}
