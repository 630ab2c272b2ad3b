/**
 * The table's right rail: the stack (top first, with targets), the game log (the story, by
 * turn), and in a network match the chat. Stack items are targets for counterspells.
 */
import { useDroppable } from "@dnd-kit/core";
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { LogTag } from "../../../../app/shared/contract/match";
import type { StackItemView } from "../../../../engine/index";
import { useCardPreview } from "../card/index";
import { useStore } from "../../store/index";
import { pickTarget } from "./intents";
import { abilityLabel, nextStep, refName } from "./legal";
import { groupLog } from "./log-story";
import "./game-log.css";
import { useDrag, useModel } from "./model";

export function StackPanel() {
  const m = useModel();
  const items = [...m.view.stack].reverse();
  return (
    <section className="side-box stack-panel" aria-label="The stack" data-testid="stack" data-preview-clear>
      <h3>
        Stack <span className="count">{items.length || ""}</span>
      </h3>
      {items.length === 0 ? <p className="side-empty">Empty</p> : <ol>{items.map((it, i) => <StackItem key={it.id} item={it} top={i === 0} />)}</ol>}
    </section>
  );
}

function StackItem({ item, top }: { item: StackItemView; top: boolean }) {
  const m = useModel();
  const drag = useDrag();
  const { setNodeRef, isOver } = useDroppable({ id: `obj:${item.id}`, data: { ref: item.id }, disabled: m.readOnly });
  const isTarget = useStore((s) => {
    if (!s.intent) return false;
    const step = nextStep(s.intent);
    return step?.kind === "target" && step.candidates.includes(item.id);
  });
  // A face-down creature spell (CR 708.2a): nameless; its controller may look at its card (708.5).
  const shownName = item.faceDown ? (item.faceDownCard ? `Face-down creature spell (${item.faceDownCard})` : "Face-down creature spell") : item.kind === "ability" ? abilityLabel(item) : item.name;
  const hover = useCardPreview({ name: item.faceDown ? (item.faceDownCard ?? "") : item.name.replace(/ ability$/, "") });
  const lit = isTarget || !!drag?.targets.has(item.id);
  const mine = item.controller === m.me;
  const onKey = (e: KeyboardEvent) => {
    if ((e.key === "Enter" || e.key === " ") && isTarget) {
      e.preventDefault();
      void pickTarget(item.id);
    }
  };
  return (
    <li
      ref={setNodeRef}
      className={`stack-item${mine ? " mine" : " theirs"}${top ? " top" : ""}${lit ? " hl-target" : ""}${isOver && lit ? " drop-over" : ""}`}
      tabIndex={0}
      onClick={isTarget ? () => void pickTarget(item.id) : undefined}
      onKeyDown={onKey}
      data-testid={`stack-${item.id}`}
      {...hover}
    >
      <div className="si-name">
        {shownName}
        {item.x !== undefined && <span className="si-x"> X={item.x}</span>}
      </div>
      {item.kind === "ability" && item.text && (
        <div className="si-text" data-testid="stack-text">
          {item.text}
        </div>
      )}
      <div className="si-meta">
        {item.kind === "ability" ? "ability" : "spell"} · {m.view.players[item.controller].name}
        {item.targets.length > 0 && <> → {item.targets.map((t) => refName(m.view, t, m.index)).join(", ")}</>}
      </div>
    </li>
  );
}

/**
 * The match's log (from the store), or the lines given (a replay), as a story: one line per
 * spell, ability, attack, block, damage and life change, under a heading per turn (each can be
 * folded). Passes, mana, taps and steps show only when the player asks (remembered in the
 * settings). Which line is which comes from its tag (log-story.ts).
 */
export function GameLog({ lines, tags }: { lines?: string[]; tags?: LogTag[] }) {
  const stored = useStore((s) => s.log);
  const storedTags = useStore((s) => s.logTags);
  const storedFirst = useStore((s) => s.logFirst);
  const settings = useStore((s) => s.settings);
  const saveSettings = useStore((s) => s.saveSettings);
  const [localDetail, setLocalDetail] = useState(false);
  const detail = settings ? settings.logDetail : localDetail;
  const log = lines ?? stored;
  const logTags = lines ? tags : storedTags;
  // Keyed by position in the whole log: once the stored log is full, an update drops lines at the
  // top and adds some at the bottom, and the other lines are left alone.
  const first = lines ? 0 : storedFirst;
  const groups = useMemo(() => groupLog(log, logTags?.length === log.length ? logTags : undefined, { first, detail }), [log, logTags, first, detail]);
  const [folded, setFolded] = useState<ReadonlySet<number>>(() => new Set());
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log, detail]);
  const setDetail = (on: boolean) => {
    setLocalDetail(on);
    if (settings) {
      useStore.setState({ settings: { ...settings, logDetail: on } });
      void saveSettings({ logDetail: on });
    }
  };
  const fold = (key: number) =>
    setFolded((f) => {
      const next = new Set(f);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <section className="side-box game-log" aria-label="Game log">
      <h3>
        Log
        <label className="log-detail-toggle" title="Show priority passes, mana, taps, draws and steps too">
          <input type="checkbox" checked={detail} onChange={(e) => setDetail(e.target.checked)} data-testid="log-detail" />
          Show passes and mana
        </label>
      </h3>
      <ol ref={ref} data-testid="game-log" aria-live="polite" className="log-story">
        {groups.map((g, gi) => {
          const current = gi === groups.length - 1;
          const open = !folded.has(g.key);
          return (
            <li key={g.key} className={`log-turn${current ? " current" : ""}${open ? "" : " folded"}`} data-testid="log-turn" data-turn={g.turn ?? ""}>
              <button type="button" className="log-turn-head" aria-expanded={open} onClick={() => fold(g.key)} data-testid="log-turn-head">
                {g.heading}
              </button>
              {open && (
                <ol className="log-lines">
                  {g.rows.map((r) => (
                    <li key={r.key} className={`log-line ${r.cls}`} data-testid="log-line" data-class={r.cls}>
                      {r.text}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function ChatPanel() {
  const m = useModel();
  const chat = useStore((s) => s.chat);
  const sendChat = useStore((s) => s.sendChat);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!t) return;
    const err = await sendChat(t);
    setError(err);
    if (!err) setText("");
  };
  return (
    <section className="side-box chat-panel" aria-label="Chat">
      <h3>Chat</h3>
      <ol ref={ref} data-testid="chat-log">
        {chat.map((c, i) => (
          <li key={i} className={c.seat === m.me ? "mine" : "theirs"}>
            <b>{c.seat === m.me ? "You" : m.view.players[c.seat].name}:</b> {c.text}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="chat-form">
        <input value={text} onChange={(e) => setText(e.target.value)} maxLength={500} placeholder="Say something…" aria-label="Chat message" data-testid="chat-input" />
        <button type="submit" className="pb-button small">
          Send
        </button>
      </form>
      {error && <p className="error small">{error}</p>}
    </section>
  );
}
