import { useEffect } from "react";
import { selectAppInfo, selectAppInfoError } from "../../store/selectors";
import { useStore } from "../../store/index";
import { Panel } from "../Panel";
import { PingCheck } from "../PingCheck";
import { CardImagesPanel, KeysPanel, NetworkPanel, PlayPanel, PlayerPanel } from "../settings/SettingsPanels";
import "../settings/settings.css";

export function SettingsPage() {
  const info = useStore(selectAppInfo);
  const error = useStore(selectAppInfoError);
  const settingsError = useStore((s) => s.settingsError);
  useEffect(() => {
    // Refresh on each visit: the data folder can change between launches of the host.
    const s = useStore.getState();
    void s.loadAppInfo();
    void s.loadSettings();
    void s.loadProfile();
  }, []);

  return (
    <div className="settings-grid">
      <h2>Settings</h2>
      {settingsError && <p className="error" role="alert">{settingsError}</p>}
      <PlayerPanel />
      <PlayPanel />
      <CardImagesPanel />
      <KeysPanel />
      <NetworkPanel />
      <Panel title="About Moxen">
        {error && <p className="error" role="alert">{error}</p>}
        {!info && !error && <p className="empty">Asking the host…</p>}
        {info && (
          <dl className="facts">
            <dt>Version</dt>
            <dd data-testid="app-version">{info.version}</dd>
            <dt>Rules engine</dt>
            <dd data-testid="engine-version">{info.engineVersion}</dd>
            <dt>Data folder</dt>
            <dd data-testid="data-dir" className="path">{info.dataDir}</dd>
            <dt>Running as</dt>
            <dd>{info.shell === "electron" ? "desktop app" : "web host"} on {info.platform}</dd>
          </dl>
        )}
      </Panel>
      <Panel title="Connection">
        <PingCheck />
      </Panel>
    </div>
  );
}
