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

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
