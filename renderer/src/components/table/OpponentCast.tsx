/**
 * The opponent's spell, shown large (issue 21): when the opponent casts a spell or activates an
 * ability (not a mana ability, which never uses the stack; not a trigger), it appears in the
 * middle of the table for SHOW_MS of the animation-speed setting (none when "off"). The host
 * makes the computer wait as long before its next action (app/shared/pace.ts), so a computer
 * turn can be watched. It never takes a click: the table stays usable under it.
 */
import { useEffect, useRef, useState } from "react";
import type { StackItemView } from "../../../../engine/index";
import { SHOW_MS } from "../../../../app/shared/pace";
import { Card } from "../card/Card";
import { useCardData } from "../card/card-data";
import { faceFromData } from "../card/card-face";
import { useStore } from "../../store/index";
import { useModel } from "./model";
import { castOrActivated } from "./pass-rules";
import "./watch.css";

export function OpponentCast() {
  const m = useModel();
  const speed = useStore((s) => s.settings?.animationSpeed ?? "normal");
  const [shown, setShown] = useState<StackItemView | null>(null);
  /** Stack items already looked at (null until the first look: what is there already is not news). */
  const seen = useRef<Set<string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const stack = m.view.stack;
    if (!seen.current) {
      seen.current = new Set(stack.map((i) => i.id));
      return;
    }
    const fresh = stack.filter((i) => !seen.current!.has(i.id) && i.controller !== m.me && castOrActivated(i));
    for (const i of stack) seen.current.add(i.id);
    const ms = SHOW_MS[speed];
    if (!fresh.length || ms <= 0 || m.readOnly) return;
    clearTimeout(timer.current);
    setShown(fresh[fresh.length - 1]!);
    timer.current = setTimeout(() => setShown(null), ms);
  }, [m.view.stack, m.me, m.readOnly, speed]);
  if (!shown) return null;
  return <Shown item={shown} ms={SHOW_MS[speed]} />;
}

function Shown({ item, ms }: { item: StackItemView; ms: number }) {
  const m = useModel();
  const cardName = item.kind === "spell" ? item.name : (m.index.get(item.source)?.name ?? item.name.replace(/ ability$/, ""));
  const data = useCardData(cardName);
  const who = m.view.players[item.controller]?.name ?? "The opponent";
  const targets = item.targets.map((t) => (t === m.me ? "you" : t === m.opp ? who : (m.index.get(t)?.name ?? m.view.stack.find((s) => s.id === t)?.name ?? t)));
  const verb = item.kind === "spell" ? "casts" : "activates";
  return (
    <div className="opp-cast" role="status" aria-live="polite" data-testid="opp-cast" data-name={item.name} style={{ animationDuration: `${ms}ms` }}>
      <div className="oc-head">
        {who} {verb} <strong>{item.name}</strong>
        {targets.length > 0 && <span className="oc-targets"> → {targets.join(", ")}</span>}
      </div>
      {data ? <Card face={faceFromData(data)} size="lg" className="oc-card" /> : null}
      {item.kind === "ability" && item.text && <p className="oc-text">{item.text}</p>}
    </div>
  );
}
