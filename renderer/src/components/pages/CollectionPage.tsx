import { CardBrowser } from "../collection/CardBrowser";

/** The cards you own, grouped by name with counts, or every unit. */
export function CollectionPage() {
  return <CardBrowser scope="owned" />;
}
