/**
 * "Choose a card name" (CR 201.4, e.g. Petra Sphinx): type part of a name, pick it from the
 * catalogue's matches (any card of the reference, playable or not). The engine checks the name;
 * the dialog only helps find it.
 */
import { useEffect, useState } from "react";
import { Dialog } from "./Dialog";
import { send } from "./intents";

const SUGGESTIONS = 12;

/** The typed text as search words: letters, digits and the punctuation card names use. */
export function nameQuery(text: string): string {
  return text.replace(/[^\p{L}\p{N}' ,-]/gu, " ").trim();
}

export function NameCardDialog({ prompt }: { prompt: string }) {
  const [text, setText] = useState("");
  const [names, setNames] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const query = nameQuery(text);
    if (query.length < 2) {
      setNames([]);
      return;
    }
    let stale = false;
    const timer = setTimeout(() => {
      void window.moxen.cards.search({ query, limit: 50 }).then((r) => {
        if (stale) return;
        if (!r.ok) return setNames([]);
        // Names that start with the text first, then the others, each alphabetically.
        const lower = query.toLowerCase();
        const all = [...new Set(r.value.items.map((c) => c.name))];
        const starts = all.filter((n) => n.toLowerCase().startsWith(lower)).sort();
        const rest = all.filter((n) => !n.toLowerCase().startsWith(lower)).sort();
        setNames([...starts, ...rest].slice(0, SUGGESTIONS));
      });
    }, 120);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [text]);

  const choose = async (name: string) => {
    setProblem(null);
    if (!(await send({ type: "choose", value: name }))) setProblem(`“${name}” wasn't accepted.`);
  };
  const exact = names.find((n) => n.toLowerCase() === text.trim().toLowerCase());

  return (
    <Dialog title="Choose a card name" testId="dialog-name">
      <form
        className="x-form"
        onSubmit={(e) => {
          e.preventDefault();
          const pick = exact ?? (names.length === 1 ? names[0] : undefined);
          if (pick) void choose(pick);
          else setProblem(names.length ? "Pick one of the names below." : "Type part of a card's name.");
        }}
      >
        <p>{prompt}</p>
        <label>
          <input type="text" value={text} onChange={(e) => setText(e.target.value)} data-autofocus aria-label="Card name" placeholder="Card name" autoComplete="off" data-testid="name-input" />
        </label>
        <div className="dialog-choices" role="listbox" aria-label="Matching card names">
          {names.map((n) => (
            <button key={n} type="button" className="choice" role="option" aria-selected={n === exact} onClick={() => void choose(n)} data-testid={`name-${n}`}>
              {n}
            </button>
          ))}
        </div>
        {problem && <p className="dialog-problem" role="alert">{problem}</p>}
      </form>
    </Dialog>
  );
}
