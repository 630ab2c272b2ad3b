import { selectAppInfo, selectConnection } from "../store/selectors";
import { useStore } from "../store/index";

const CONNECTION_TEXT = {
  ipc: "Desktop app",
  open: "Connected",
  connecting: "Connecting…",
  closed: "Disconnected — retrying",
} as const;

export function StatusBar() {
  const connection = useStore(selectConnection);
  const info = useStore(selectAppInfo);
  return (
    <footer className="status-bar">
      <span className={`status-dot ${connection}`} aria-hidden="true" />
      <span data-testid="connection">{CONNECTION_TEXT[connection]}</span>
      <span className="spacer" />
      {info && <span>Moxen {info.version} · rules engine {info.engineVersion}</span>}
    </footer>
  );
}
