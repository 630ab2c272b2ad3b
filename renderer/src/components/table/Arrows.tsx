/**
 * Arrows drawn over the table: each blocker to the attacker it blocks (declared by the engine,
 * or picked and not yet confirmed), and the top of the stack to its targets.
 */
import { useLayoutEffect, useState, type RefObject } from "react";
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

export function Arrows({ root }: { root: RefObject<HTMLDivElement | null> }) {
  const m = useModel();
  const blocks = useStore((s) => s.blocks);
  const [lines, setLines] = useState<Line[]>([]);
  const [tick, setTick] = useState(0);

  useLayoutEffect(() => {
    const onResize = () => setTick((t) => t + 1);
    window.addEventListener("resize", onResize);
    // Tapping animates: measure again once it settled.
    const t = setTimeout(onResize, 250);
    return () => {
      window.removeEventListener("resize", onResize);
      clearTimeout(t);
    };
  }, [m.update]);

  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const base = el.getBoundingClientRect();
    const center = (selector: string) => {
      const t = el.querySelector(selector);
      if (!t) return null;
      const r = t.getBoundingClientRect();
      return { x: r.left + r.width / 2 - base.left, y: r.top + r.height / 2 - base.top };
    };
    const card = (id: string) => center(`[data-card-id="${CSS.escape(id)}"]`) ?? center(`[data-testid="${id === m.me ? "player-me" : "player-opp"}"]`);
    const out: Line[] = [];
    const add = (from: string, to: string, kind: Line["kind"], key: string) => {
      const a = card(from);
      const b = kind === "target" && (to === "A" || to === "B") ? center(`[data-testid="${to === m.me ? "player-me" : "player-opp"}"]`) : card(to);
      if (a && b) out.push({ key, x1: a.x, y1: a.y, x2: b.x, y2: b.y, kind });
    };
    for (const c of m.view.battlefield) if (c.blocking) add(c.id, c.blocking, "block", `b${c.id}`);
    for (const b of blocks) add(b.blocker, b.attacker, "pending", `p${b.blocker}`);
    const top = topOfStack(m.view);
    if (top) {
      const from = center(`[data-testid="stack-${CSS.escape(top.id)}"]`);
      for (const t of top.targets) {
        const to = t === "A" || t === "B" ? center(`[data-testid="${t === m.me ? "player-me" : "player-opp"}"]`) : card(t);
        if (from && to) out.push({ key: `t${t}`, x1: from.x, y1: from.y, x2: to.x, y2: to.y, kind: "target" });
      }
    }
    setLines(out);
  }, [m.view, blocks, root, tick, m.me]);

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
