/**
 * Arrows drawn over the table: each blocker to the attacker it blocks (declared by the engine,
 * or picked and not yet confirmed), and the top of the stack to its targets.
 */
import { useLayoutEffect, useMemo, useState, type RefObject } from "react";
import { useStore } from "../../store/index";
import { topOfStack } from "./legal";
import { useModel } from "./model";

interface Line {
  key: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  kind: "block" | "pending" | "target";
}

/** The arrows the table wants now, as pairs of ids (cards, players, stack items): no layout needed. */
interface Want {
  key: string;
  from: string;
  to: string;
  kind: Line["kind"];
}

export function Arrows({ root }: { root: RefObject<HTMLDivElement | null> }) {
  const m = useModel();
  const blocks = useStore((s) => s.blocks);
  const [lines, setLines] = useState<Line[]>([]);
  const [tick, setTick] = useState(0);

  const wanted = useMemo(() => {
    const out: Want[] = [];
    for (const c of m.view.battlefield) for (const a of c.blockingAll ?? (c.blocking ? [c.blocking] : [])) out.push({ key: `b${c.id}:${a}`, from: c.id, to: a, kind: "block" });
    for (const b of blocks) out.push({ key: `p${b.blocker}:${b.attacker}`, from: b.blocker, to: b.attacker, kind: "pending" });
    const top = topOfStack(m.view);
    if (top) for (const t of top.targets) out.push({ key: `t${t}`, from: `stack:${top.id}`, to: t, kind: "target" });
    return out;
  }, [m.view, blocks]);
  const none = wanted.length === 0;

  useLayoutEffect(() => {
    // Nothing to draw (most updates): nothing to measure either, so no forced layout.
    if (none) return;
    const onResize = () => setTick((t) => t + 1);
    window.addEventListener("resize", onResize);
    // Tapping animates: measure again once it settled.
    const t = setTimeout(onResize, 250);
    return () => {
      window.removeEventListener("resize", onResize);
      clearTimeout(t);
    };
  }, [m.update, none]);

  useLayoutEffect(() => {
    if (none) {
      setLines((l) => (l.length ? [] : l));
      return;
    }
    const el = root.current;
    if (!el) return;
    const base = el.getBoundingClientRect();
    const center = (selector: string) => {
      const t = el.querySelector(selector);
      if (!t) return null;
      const r = t.getBoundingClientRect();
      return { x: r.left + r.width / 2 - base.left, y: r.top + r.height / 2 - base.top };
    };
    const player = (id: string) => center(`[data-testid="${id === m.me ? "player-me" : "player-opp"}"]`);
    const stackItem = (id: string) => center(`[data-testid="stack-${CSS.escape(id)}"]`);
    const card = (id: string) => center(`[data-card-id="${CSS.escape(id)}"]`);
    // A target is a player, a permanent, or a spell on the stack (Counterspell, Mana Drain): the
    // arrow goes to that item in the stack list, never to its controller's portrait.
    const target = (id: string) => (id === "A" || id === "B" ? player(id) : (card(id) ?? (m.view.stack.some((i) => i.id === id) ? stackItem(id) : null)));
    const out: Line[] = [];
    for (const w of wanted) {
      const a = w.from.startsWith("stack:") ? stackItem(w.from.slice(6)) : card(w.from);
      const b = w.kind === "target" ? target(w.to) : card(w.to);
      if (a && b) out.push({ key: w.key, x1: a.x, y1: a.y, x2: b.x, y2: b.y, kind: w.kind });
    }
    setLines(out);
  }, [wanted, none, root, tick, m.me]);

  if (!lines.length) return null;
  return (
    <svg className="table-arrows" aria-hidden="true">
      <defs>
        {(["block", "pending", "target"] as const).map((k) => (
          <marker key={k} id={`arrow-${k}`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className={`arrowhead-${k}`} />
          </marker>
        ))}
      </defs>
      {lines.map((l) => (
        <line key={l.key} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} className={`arrow arrow-${l.kind}`} markerEnd={`url(#arrow-${l.kind})`} data-testid={`arrow-${l.kind}`} />
      ))}
    </svg>
  );
}
