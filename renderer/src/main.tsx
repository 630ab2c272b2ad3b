import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { installApi } from "./api/index";
import { App } from "./components/App";
import { bindNavToHash } from "./nav-hash";
import { useStore } from "./store/index";
import "./styles/theme.css";

installApi((c) => useStore.getState().setConnection(c));
bindNavToHash();
window.moxen.onEvent("app.notice", (n) => useStore.getState().addNotice(n));
void useStore.getState().loadAppInfo();
// Settings first touch every screen (animation speed, card images); coins show in the top bar.
void useStore.getState().loadSettings();
void useStore.getState().loadProfile();
// A finished match may have paid coins: the top bar shows the new balance at once. (Updates
// arrive as events or as the answer to the player's own action, so watch the store.)
const finished = new Set<number>();
useStore.subscribe((s) => {
  const u = s.update;
  if (!u || u.status !== "finished" || finished.has(u.matchId)) return;
  finished.add(u.matchId);
  void s.loadProfile();
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
