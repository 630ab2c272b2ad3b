import type { JSX } from "react";
import { selectPage } from "../store/selectors";
import { useStore } from "../store/index";
import type { Page } from "../store/nav-slice";
import { CardPreviewLayer } from "./card/index";
import { CollectionPage } from "./pages/CollectionPage";
import { DecksPage } from "./pages/DecksPage";
import { LibraryPage } from "./pages/LibraryPage";
import { PlayPage } from "./pages/PlayPage";
import { PuzzlesPage } from "./pages/PuzzlesPage";
import { SettingsPage } from "./pages/SettingsPage";
import { ShopPage } from "./pages/ShopPage";
import { TradePage } from "./pages/TradePage";
import { LimitedFriend } from "./limited-friend/LimitedFriend";
import { Notices } from "./Notices";
import { StatusBar } from "./StatusBar";
import { TopNav } from "./TopNav";

const PAGE_VIEWS: Record<Page, () => JSX.Element> = {
  collection: CollectionPage,
  library: LibraryPage,
  decks: DecksPage,
  shop: ShopPage,
  trade: TradePage,
  play: PlayPage,
  puzzles: PuzzlesPage,
  settings: SettingsPage,
  "limited/friend": LimitedFriend,
};

export function App() {
  const page = useStore(selectPage);
  const View = PAGE_VIEWS[page];
  return (
    <div className="shell">
      <TopNav />
      <main className="table" aria-live="polite">
        <View />
      </main>
      <CardPreviewLayer />
      <Notices />
      <StatusBar />
    </div>
  );
}
