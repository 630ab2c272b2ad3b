/** Keeps the page in the URL hash (#/decks), so reload and the back button behave. */
import { isPage } from "./store/nav-slice";
import { useStore } from "./store/index";

export function bindNavToHash(): void {
  const fromHash = () => {
    const name = window.location.hash.replace(/^#\/?/, "");
    if (isPage(name) && name !== useStore.getState().page) useStore.getState().goTo(name);
  };
  fromHash();
  window.addEventListener("hashchange", fromHash);
  useStore.subscribe((s, prev) => {
    if (s.page !== prev.page && window.location.hash !== `#/${s.page}`) window.location.hash = `/${s.page}`;
  });
}
