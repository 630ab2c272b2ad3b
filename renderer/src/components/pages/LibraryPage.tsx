import { CardBrowser } from "../collection/CardBrowser";

/** Every classic card (Alpha to Fallen Empires) with how many you own. */
export function LibraryPage() {
  return <CardBrowser scope="library" />;
}
