/** The builder's figures: format verdict with every reason, playability, mana curve, colors and types. */
import type { DeckValidation } from "../../../../app/shared/contract/collection";
import { ManaSymbol } from "../card/index";
import { CURVE_MAX, TYPE_ORDER, type DeckFigures } from "./deck-stats";

const FORMAT_NAMES = { oldschool: "Old School (93/94)", freeform: "Freeform", limited: "Limited (from the pool)" } as const;

export function ValidationPanel({ validation, saving }: { validation: DeckValidation | null; saving: boolean }) {
  if (!validation) return <div className="verdict checking" data-testid="validation">Checking the deck…</div>;
  const v = validation;
  return (
    <div className={`verdict ${v.valid ? "valid" : "invalid"}${saving ? " stale" : ""}`} data-testid="validation" aria-live="polite">
      <div className="verdict__head">
        <span className="verdict__icon" aria-hidden="true">{v.valid ? "✔" : "✖"}</span>
        <strong data-testid="validation-verdict">
          {v.valid ? `Legal in ${FORMAT_NAMES[v.format]}` : `Not legal in ${FORMAT_NAMES[v.format]}`}
        </strong>
        <span className={`play-badge ${v.playable ? "yes" : "no"}`} data-testid="playable">
          {v.playable ? "Playable" : "Not playable"}
        </span>
      </div>
      {v.reasons.length > 0 && (
        <ul className="verdict__reasons" data-testid="validation-reasons">
          {v.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {v.notImplemented.length > 0 && (
        <p className="verdict__unimpl" data-testid="not-implemented">
          <span className="mark-unimpl" aria-hidden="true">!</span> The rules engine does not implement {v.notImplemented.length === 1 ? "this card" : `these ${v.notImplemented.length} cards`} yet, so the
          deck can't be taken into a match: {v.notImplemented.join(", ")}.
        </p>
      )}
    </div>
  );
}

export function CurveChart({ curve }: { curve: number[] }) {
  const max = Math.max(1, ...curve);
  return (
    <figure className="curve" aria-label={`Mana curve: ${curve.map((n, i) => `${n} at ${i === CURVE_MAX ? `${i}+` : i}`).join(", ")}`} data-testid="mana-curve">
      {curve.map((n, i) => (
        <div key={i} className="curve__col">
          <span className="curve__n">{n || ""}</span>
          <div className="curve__bar" style={{ height: `${(n / max) * 100}%` }} />
          <span className="curve__mv">{i === CURVE_MAX ? `${i}+` : i}</span>
        </div>
      ))}
    </figure>
  );
}

const COLOR_STYLE: Record<string, string> = { W: "#efe6c8", U: "#3d76b4", B: "#4a403a", R: "#c45436", G: "#3d7f4c", C: "#9a9a9a" };

export function Breakdowns({ figures }: { figures: DeckFigures }) {
  const colors = (["W", "U", "B", "R", "G", "C"] as const).filter((c) => figures.colorCards[c] > 0);
  const totalColored = colors.reduce((n, c) => n + figures.colorCards[c], 0) || 1;
  return (
    <div className="breakdowns">
      <div>
        <h4>Colors</h4>
        <div className="color-bar" aria-hidden="true">
          {colors.map((c) => (
            <span key={c} style={{ flexGrow: figures.colorCards[c], background: COLOR_STYLE[c] }} />
          ))}
        </div>
        <ul className="color-list" data-testid="color-breakdown">
          {colors.map((c) => (
            <li key={c}>
              <ManaSymbol sym={c} /> {figures.colorCards[c]} <span className="dim">cards{c !== "C" && figures.pips[c as "W"] ? ` · ${figures.pips[c as "W"]} symbols` : ""} · {Math.round((figures.colorCards[c] / totalColored) * 100)}%</span>
            </li>
          ))}
          {colors.length === 0 && <li className="dim">No spells yet</li>}
        </ul>
      </div>
      <div>
        <h4>Types</h4>
        <ul className="type-list" data-testid="type-breakdown">
          {TYPE_ORDER.filter((t) => figures.types[t] > 0).map((t) => (
            <li key={t}>
              <i className={`ms ms-${t.toLowerCase()}`} aria-hidden="true" /> {t} <strong>{figures.types[t]}</strong>
            </li>
          ))}
        </ul>
        {figures.averageMv > 0 && <p className="dim avg">Average mana value {figures.averageMv.toFixed(2)}</p>}
      </div>
    </div>
  );
}
