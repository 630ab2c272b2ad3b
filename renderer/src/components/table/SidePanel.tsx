/**
 * The table's right rail: the stack (top first, with targets), the game log (every event in
 * words), and in a network match the chat. Stack items are targets for counterspells.
 */
import { useDroppable } from "@dnd-kit/core";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { StackItemView } from "../../../../engine/index";
import { useCardPreview } from "../card/index";
import { useStore } from "../../store/index";
import { pickTarget } from "./intents";
import { nextStep, refName } from "./legal";
import { useDrag, useModel } from "./model";

export function StackPanel() {
  const m = useModel();
  const items = [...m.view.stack].reverse();
  return (
    <section className="side-box stack-panel" aria-label="The stack" data-testid="stack">
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
  const hover = useCardPreview({ name: item.name.replace(/ ability$/, "") });
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
        {item.name}
        {item.x !== undefined && <span className="si-x"> X={item.x}</span>}
      </div>
      <div className="si-meta">
        {item.kind === "ability" ? "ability" : "spell"} · {m.view.players[item.controller].name}
        {item.targets.length > 0 && <> → {item.targets.map((t) => refName(m.view, t, m.index)).join(", ")}</>}
      </div>
    </li>
  );
}

/** The match's log (from the store), or the lines given (a replay). */
export function GameLog({ lines }: { lines?: string[] }) {
  const stored = useStore((s) => s.log);
  const storedFirst = useStore((s) => s.logFirst);
  const log = lines ?? stored;
  // Keyed by position in the whole log: once the stored log is full, an update drops lines at the
  // top and adds some at the bottom, and the other lines are left alone.
  const first = lines ? 0 : storedFirst;
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log]);
  return (
    <section className="side-box game-log" aria-label="Game log">
      <h3>Log</h3>
      <ol ref={ref} data-testid="game-log" aria-live="polite">
        {log.map((line, i) => (
          <li key={first + i} className={/^turn \d+/i.test(line) ? "turn-line" : / passes$| becomes tapped$| adds \{/.test(line) ? "quiet" : undefined}>
            {line}
          </li>
        ))}
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
