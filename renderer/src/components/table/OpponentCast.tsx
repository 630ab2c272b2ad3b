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
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { me, readOnly } = m;
  useEffect(() => {
    if (readOnly) return;
    /** Stack items already looked at (what is there when the table opens is not news). */
    const seen = new Set<string>();
    const look = (stack: readonly StackItemView[] | undefined, first = false) => {
      if (!stack) return;
      const fresh = stack.filter((i) => !seen.has(i.id) && i.controller !== me && castOrActivated(i));
      for (const i of stack) seen.add(i.id);
      const ms = SHOW_MS[speed];
      if (first || !fresh.length || ms <= 0) return;
      clearTimeout(timer.current);
      setShown(fresh[fresh.length - 1]!);
      timer.current = setTimeout(() => setShown(null), ms);
    };
    look(useStore.getState().update?.view?.stack, true);
    // Every update the store receives, not only the ones React gets to draw: a spell cast and
    // answered between two renders (a Counterspell the player could not respond to, passed at
    // once) is shown all the same.
    return useStore.subscribe((s, prev) => {
      if (s.update?.view !== prev.update?.view) look(s.update?.view?.stack);
    });
  }, [me, readOnly, speed]);
  if (!shown) return null;
  // Keyed by the item: each new spell gets its own panel and its own full moment on screen.
  return <Shown key={shown.id} item={shown} ms={SHOW_MS[speed]} />;
}

/** The panel's fade out (watch.css .leaving), ending as it goes: opaque until then. */
const FADE_OUT_MS = 140;

function Shown({ item, ms }: { item: StackItemView; ms: number }) {
  const m = useModel();
  const cardName = item.kind === "spell" ? item.name : (m.index.get(item.source)?.name ?? item.name.replace(/ ability$/, ""));
  const data = useCardData(cardName);
  const who = m.view.players[item.controller]?.name ?? "The opponent";
  const targets = item.targets.map((t) => (t === m.me ? "you" : t === m.opp ? who : (m.index.get(t)?.name ?? m.view.stack.find((s) => s.id === t)?.name ?? t)));
  const verb = item.kind === "spell" ? "casts" : "activates";
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setLeaving(true), Math.max(0, ms - FADE_OUT_MS));
    return () => clearTimeout(t);
  }, [ms]);
  return (
    <div className={`opp-cast${leaving ? " leaving" : ""}`} role="status" aria-live="polite" data-testid="opp-cast" data-preview-clear data-name={item.name}>
      <div className="oc-head">
        {who} {verb} <strong>{item.faceDown ? "a face-down creature spell" : item.name}</strong>
        {targets.length > 0 && <span className="oc-targets"> → {targets.join(", ")}</span>}
      </div>
      {data ? <Card face={faceFromData(data)} size="lg" className="oc-card" /> : null}
      {item.kind === "ability" && item.text && <p className="oc-text">{item.text}</p>}
    </div>
  );
}
