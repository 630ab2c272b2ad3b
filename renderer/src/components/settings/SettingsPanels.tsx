/** The Settings screen's panels: player, cards (downloaded images, your image folder), play, network, keys. Each change is saved through settings.set. */
import { useEffect, useState } from "react";
import { ANIMATION_SPEEDS, type IceServer, type KeyAction } from "../../../../app/shared/contract/settings";
import { useStore } from "../../store/index";
import { Card } from "../card/index";
import { Panel } from "../Panel";
import { keyName } from "./key-name";
import { FIXED_KEYS, keyLabel, TABLE_ACTIONS } from "./table-keys";

type Status = { ok: boolean; text: string } | null;

function StatusLine({ status, testId }: { status: Status; testId?: string }) {
  if (!status) return null;
  return (
    <p className={`settings-status ${status.ok ? "ok" : "error"}`} role={status.ok ? "status" : "alert"} data-testid={testId}>
      {status.text}
    </p>
  );
}

export function PlayerPanel() {
  const profile = useStore((s) => s.profile);
  const [name, setName] = useState("");
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => setName(profile?.name ?? ""), [profile?.name]);
  const save = async () => {
    const r = await useStore.getState().setPlayerName(name.trim());
    setStatus(r.ok ? { ok: true, text: "Saved." } : { ok: false, text: r.error.message });
  };
  return (
    <Panel title="Player">
      <form className="settings-form" onSubmit={(e) => (e.preventDefault(), void save())}>
        <label className="field">
          <span>Your name</span>
          <div className="row">
            <input className="input" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} aria-label="Your name" />
            <button type="submit" className="button" disabled={!name.trim() || name.trim() === profile?.name}>
              Save
            </button>
          </div>
        </label>
        <p className="dim">Shown to your opponent in network games.</p>
        <StatusLine status={status} />
      </form>
    </Panel>
  );
}

const IMAGE_SIZE_LABEL = { normal: "Normal (488×680)", large: "Large (672×936, about twice the disk space)" } as const;

function timeLeft(seconds: number | null): string {
  if (seconds === null) return "";
  if (seconds < 60) return `about ${Math.max(1, seconds)} s left`;
  const m = Math.round(seconds / 60);
  return m < 60 ? `about ${m} min left` : `about ${Math.floor(m / 60)} h ${m % 60} min left`;
}

/** Settings → Cards: downloading card images from Scryfall (off by default), with progress and cancel. */
function ImageDownloads() {
  const settings = useStore((s) => s.settings);
  const st = useStore((s) => s.imageStatus);
  const [error, setError] = useState<string | null>(null);
  if (!settings) return null;
  const on = settings.imageDownloads;
  const turn = async (value: boolean) => {
    const r = await useStore.getState().saveSettings({ imageDownloads: value });
    setError(r.ok ? null : r.error.message);
  };
  const act = async (what: "start" | "cancel") => {
    const r = what === "start" ? await useStore.getState().startImages() : await useStore.getState().cancelImages();
    setError(r.ok ? null : r.error.message);
  };
  const pct = st && st.total > 0 ? Math.floor((st.done * 100) / st.total) : 0;
  const running = st?.state === "running" || st?.state === "waiting";
  return (
    <div className="settings-form image-downloads" data-testid="image-downloads">
      <label className="switch">
        <input type="checkbox" checked={on} onChange={(e) => void turn(e.target.checked)} data-testid="settings-image-downloads" />
        <span className="switch__track" aria-hidden="true" />
        <span>
          Download card images
          <small className="dim">
            Once, from Scryfall (cards.scryfall.io), for every printing: the whole card for the preview and the art for the table. Off:
            nothing is fetched and cards are drawn.
          </small>
        </span>
      </label>
      <label className="field">
        <span>Image size</span>
        <select className="input" value={settings.imageSize} onChange={(e) => void useStore.getState().saveSettings({ imageSize: e.target.value as "normal" | "large" })} aria-label="Image size">
          {(["normal", "large"] as const).map((k) => (
            <option key={k} value={k}>{IMAGE_SIZE_LABEL[k]}</option>
          ))}
        </select>
      </label>
      {on && st && st.state !== "off" && (
        <div className="image-progress" data-testid="image-progress" data-state={st.state} data-done={st.done} data-total={st.total}>
          <progress max={Math.max(st.total, 1)} value={st.done} aria-label="Card images downloaded" />
          <p className="dim" data-testid="image-progress-text">
            {st.done} of {st.total} images ({pct}%)
            {st.failed > 0 && ` · ${st.failed} not available`}
            {st.state === "running" && st.secondsLeft ? ` · ${timeLeft(st.secondsLeft)}` : ""}
            {st.state === "done" && " · done"}
            {st.state === "cancelled" && " · stopped"}
            {st.state === "waiting" && st.retryAt && ` · trying again at ${new Date(st.retryAt).toLocaleTimeString()}`}
          </p>
          {st.problem && (
            <p className="settings-status error" data-testid="image-problem">
              {st.problem}
              {st.state === "waiting" ? ". The drawn cards stay meanwhile." : ""}
            </p>
          )}
          <div className="row">
            {running ? (
              <button type="button" className="button" onClick={() => void act("cancel")} data-testid="image-cancel">Cancel</button>
            ) : st.state !== "done" ? (
              <button type="button" className="button" onClick={() => void act("start")} data-testid="image-start">Resume</button>
            ) : null}
          </div>
        </div>
      )}
      {error && <p className="settings-status error" role="alert">{error}</p>}
    </div>
  );
}

export function CardImagesPanel() {
  const settings = useStore((s) => s.settings);
  const [folder, setFolder] = useState("");
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => setFolder(settings?.cardImageFolder ?? ""), [settings?.cardImageFolder]);
  const save = async (value: string | null) => {
    const r = await useStore.getState().saveSettings({ cardImageFolder: value });
    setStatus(r.ok ? { ok: true, text: value ? "Cards now use images from this folder where one is found." : "Cards are drawn." } : { ok: false, text: r.error.message });
  };
  return (
    <Panel title="Cards">
      <ImageDownloads />
      <form className="settings-form" onSubmit={(e) => (e.preventDefault(), void save(folder.trim() || null))}>
        <label className="field">
          <span>Image folder</span>
          <div className="row">
            <input className="input mono grow" value={folder} placeholder="/home/you/Pictures/cards" onChange={(e) => setFolder(e.target.value)} aria-label="Card image folder" />
            <button type="submit" className="button">
              Use
            </button>
            {settings?.cardImageFolder && (
              <button type="button" className="button" onClick={() => void save(null)}>
                Clear
              </button>
            )}
          </div>
        </label>
        <p className="dim">
          Your own scans win over downloaded images. Name them by set and collector number
          (<code>LEA/161.jpg</code>, <code>3ED_162.png</code>) or by card name (<code>Lightning Bolt.jpg</code>). JPEG, PNG or WebP.
        </p>
        <StatusLine status={status} testId="image-folder-status" />
      </form>
      <div className="settings-sample" aria-label="Sample card">
        <Card face={{ name: "Lightning Bolt", manaCost: "{R}", colors: "R", typeLine: "Instant", oracleText: "Lightning Bolt deals 3 damage to any target.", set: "3ED", number: "162" }} size="sm" preview />
      </div>
    </Panel>
  );
}

export function PlayPanel() {
  const settings = useStore((s) => s.settings);
  const respondToOwn = useStore((s) => s.respondToOwn);
  const [status, setStatus] = useState<Status>(null);
  if (!settings) return null;
  const save = async (patch: Parameters<ReturnType<typeof useStore.getState>["saveSettings"]>[0]) => {
    const r = await useStore.getState().saveSettings(patch);
    setStatus(r.ok ? null : { ok: false, text: r.error.message });
  };
  return (
    <Panel title="Play">
      <div className="settings-form">
        <label className="switch">
          <input type="checkbox" checked={settings.manaBurn} onChange={(e) => void save({ manaBurn: e.target.checked })} />
          <span className="switch__track" aria-hidden="true" />
          <span>
            Mana burn by default
            <small className="dim">The 1993–94 rule: unused mana in your pool deals you damage as a phase ends. Off in today's rules.</small>
          </span>
        </label>
        <label className="switch">
          <input type="checkbox" checked={settings.dexterity} onChange={(e) => void save({ dexterity: e.target.checked })} data-testid="settings-dexterity" />
          <span className="switch__track" aria-hidden="true" />
          <span>
            Dexterity cards
            <small className="dim">Chaos Orb and Falling Star are played, their flip simulated (you aim; the game's randomness decides whether the card turns over). Off: decks holding them can't be played.</small>
          </span>
        </label>
        <label className="switch">
          <input type="checkbox" checked={settings.sound} onChange={(e) => void save({ sound: e.target.checked })} data-testid="settings-sound" />
          <span className="switch__track" aria-hidden="true" />
          <span>
            Table sounds
            <small className="dim">A few quiet sounds: a land played, a spell cast, combat damage, the start of your turn. Off by default.</small>
          </span>
        </label>
        <label className="switch">
          <input type="checkbox" checked={respondToOwn} onChange={(e) => useStore.getState().setRespondToOwn(e.target.checked)} data-testid="settings-respond-own" />
          <span className="switch__track" aria-hidden="true" />
          <span>
            Let me respond to my own spells
            <small className="dim">Off: your own spell or ability resolves unless the opponent responds (hold Shift as you cast it to keep priority once). The same switch is in the table's menu.</small>
          </span>
        </label>
        <div className="field">
          <span>Animation speed</span>
          <div className="segmented" role="group" aria-label="Animation speed">
            {ANIMATION_SPEEDS.map((a) => (
              <button key={a} type="button" className={settings.animationSpeed === a ? "on" : ""} aria-pressed={settings.animationSpeed === a} onClick={() => void save({ animationSpeed: a })}>
                {a[0]!.toUpperCase() + a.slice(1)}
              </button>
            ))}
          </div>
        </div>
        <StatusLine status={status} />
      </div>
    </Panel>
  );
}

export function NetworkPanel() {
  const saved = useStore((s) => s.settings?.iceServers);
  const [rows, setRows] = useState<IceServer[]>([]);
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => setRows(saved ? saved.map((s) => ({ ...s })) : []), [saved]);
  const edit = (i: number, patch: Partial<IceServer>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = async () => {
    const clean = rows
      .filter((r) => r.urls.trim())
      .map((r) => ({ urls: r.urls.trim(), ...(r.username ? { username: r.username } : {}), ...(r.credential ? { credential: r.credential } : {}) }));
    const r = await useStore.getState().saveSettings({ iceServers: clean });
    setStatus(r.ok ? { ok: true, text: "Saved." } : { ok: false, text: r.error.message });
  };
  return (
    <Panel title="Network">
      <form className="settings-form" onSubmit={(e) => (e.preventDefault(), void save())}>
        <p className="dim">
          STUN/TURN servers help two players behind routers reach each other over the internet. None are needed on a LAN.
        </p>
        {rows.map((r, i) => (
          <div key={i} className="ice-row">
            <input className="input mono grow" placeholder="stun:stun.example.org:3478" aria-label={`Server ${i + 1} address`} value={r.urls} onChange={(e) => edit(i, { urls: e.target.value })} />
            <input className="input" placeholder="user" aria-label={`Server ${i + 1} username`} value={r.username ?? ""} onChange={(e) => edit(i, { username: e.target.value })} />
            <input className="input" type="password" placeholder="password" aria-label={`Server ${i + 1} password`} value={r.credential ?? ""} onChange={(e) => edit(i, { credential: e.target.value })} />
            <button type="button" className="icon-button" aria-label={`Remove server ${i + 1}`} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
              ×
            </button>
          </div>
        ))}
        <div className="row">
          <button type="button" className="button" onClick={() => setRows([...rows, { urls: "" }])} disabled={rows.length >= 10}>
            Add a server
          </button>
          <button type="submit" className="button primary">
            Save servers
          </button>
        </div>
        <StatusLine status={status} testId="ice-status" />
      </form>
    </Panel>
  );
}

const ACTION_LABELS = Object.fromEntries(TABLE_ACTIONS.map((a) => [a.action, a.label])) as Record<KeyAction, string>;

export function KeysPanel() {
  const keys = useStore((s) => s.settings?.keyBindings);
  const [capturing, setCapturing] = useState<KeyAction | null>(null);
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => {
    if (!capturing) return;
    const onKey = (e: KeyboardEvent) => {
      const name = keyName(e);
      if (!name) return;
      e.preventDefault();
      e.stopPropagation();
      setCapturing(null);
      void useStore
        .getState()
        .saveSettings({ keyBindings: { [capturing]: name } })
        .then((r) => setStatus(r.ok ? { ok: true, text: `${ACTION_LABELS[capturing]}: ${name}` } : { ok: false, text: r.error.message }));
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [capturing]);
  if (!keys) return null;
  return (
    <Panel title="Keys at the table">
      <p className="settings-note">The first key always works (the table's buttons show it); the second is yours to change.</p>
      <table className="card-list compact keys">
        <tbody>
          {TABLE_ACTIONS.map(({ action: a, label }) => (
            <tr key={a} data-testid={`keys-row-${a}`}>
              <td>{label}</td>
              <td className="num" data-testid={`fixed-key-${a}`}>
                {FIXED_KEYS[a] && <kbd className="keycap fixed">{keyLabel(FIXED_KEYS[a])}</kbd>}
              </td>
              <td className="num">
                {a === "passStop" || a === "undoMana" ? null : capturing === a ? (
                  <span className="capturing">
                    Press a key…{" "}
                    <button type="button" className="link-button" onClick={() => setCapturing(null)}>
                      cancel
                    </button>
                  </span>
                ) : (
                  <button type="button" className="keycap" onClick={() => setCapturing(a)} aria-label={`${ACTION_LABELS[a]}: ${keys[a]}. Change`} data-testid={`key-${a}`}>
                    {keys[a]}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <StatusLine status={status} testId="keys-status" />
    </Panel>
  );
}
