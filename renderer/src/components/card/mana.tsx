/**
 * Mana and tap symbols drawn with the mana-font package (bundled by Vite, allowed by the
 * CSP's font-src 'self'), in costs and inline in Oracle text.
 */
import "mana-font/css/mana.min.css";
import type { ReactNode } from "react";

const SYMBOL_WORDS: Record<string, string> = {
  W: "white", U: "blue", B: "black", R: "red", G: "green", C: "colorless", X: "X", T: "tap", Q: "untap", S: "snow",
};

/** `{2}`, `{R}`, `{T}`, `{W/U}` → the mana-font class for it. */
export function symbolClass(sym: string): string {
  const s = sym.toUpperCase();
  if (s === "T") return "ms-tap";
  if (s === "Q") return "ms-untap";
  return `ms-${s.replace("/", "").toLowerCase()}`;
}

export function symbolWord(sym: string): string {
  const s = sym.toUpperCase();
  return SYMBOL_WORDS[s] ?? s.split("/").map((p) => SYMBOL_WORDS[p] ?? p).join(" or ");
}

/** The symbols of a cost string like "{2}{R}{R}". */
export function costSymbols(cost: string): string[] {
  return [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

export function ManaSymbol({ sym, shadow = false }: { sym: string; shadow?: boolean }) {
  return <i className={`ms ${symbolClass(sym)} ms-cost${shadow ? " ms-shadow" : ""}`} aria-hidden="true" title={symbolWord(sym)} />;
}

/** A mana cost as symbols, read out as words (e.g. "Mana cost: 2, red, red"). */
export function ManaCost({ cost, shadow = true, className }: { cost: string; shadow?: boolean; className?: string }) {
  const syms = costSymbols(cost);
  if (syms.length === 0) return null;
  return (
    <span className={`mana-cost${className ? ` ${className}` : ""}`} role="img" aria-label={`Mana cost: ${syms.map(symbolWord).join(", ")}`}>
      {syms.map((s, i) => (
        <ManaSymbol key={i} sym={s} shadow={shadow} />
      ))}
    </span>
  );
}

/** One line of rules text with its {…} symbols drawn, and reminder text (in parentheses) in italics. */
function textLine(line: string, keyBase: string): ReactNode[] {
  const out: ReactNode[] = [];
  // Split into reminder-text runs and the rest, then symbols inside each.
  const parts = line.split(/(\([^)]*\))/g);
  parts.forEach((part, pi) => {
    if (!part) return;
    const pieces = part.split(/(\{[^}]+\})/g).map((p, i) => {
      const m = /^\{([^}]+)\}$/.exec(p);
      if (m) return <i key={i} className={`ms ${symbolClass(m[1]!)} ms-cost`} role="img" aria-label={`{${m[1]}}`} />;
      return p;
    });
    out.push(part.startsWith("(") ? <em key={`${keyBase}-${pi}`} className="reminder">{pieces}</em> : <span key={`${keyBase}-${pi}`}>{pieces}</span>);
  });
  return out;
}

/** One line of words with its mana symbols drawn ("Pay {R}{R}?"), inline: for prompts and questions. */
export function SymbolText({ text }: { text: string }) {
  return <>{textLine(text, "0")}</>;
}

/** Oracle text: one paragraph per line, symbols inline. */
export function OracleText({ text }: { text: string }) {
  if (!text) return null;
  return (
    <>
      {text.split("\n").map((line, i) => (
        <p key={i}>{textLine(line, String(i))}</p>
      ))}
    </>
  );
}
