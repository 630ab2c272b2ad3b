/**
 * Puzzles: a position and a goal (win by, or survive until, a turn), played against the computer.
 * The ones shipped with Moxen, easy to hard, and any puzzle file the player has. A started puzzle
 * opens on the Play page's table; its end says whether the goal was met.
 */
import { useEffect, useRef, useState } from "react";
import type { PuzzleInfo } from "../../../../app/shared/contract/match";
import { useStore } from "../../store/index";
import "../puzzles/puzzles.css";

async function play(start: () => ReturnType<Window["moxen"]["match"]["startPuzzle"]>, setError: (e: string | null) => void): Promise<void> {
  setError(null);
  const r = await start();
  if (!r.ok) return setError(r.error.message);
  await useStore.getState().showMatch(r.value);
  useStore.getState().goTo("play");
}

function PuzzleRow({ p, index, setError }: { p: PuzzleInfo; index: number; setError: (e: string | null) => void }) {
  const [hint, setHint] = useState(false);
  return (
    <li className="puzzle" data-testid="puzzle" data-id={p.id}>
      <span className="puzzle__number" aria-hidden="true">{index + 1}</span>
      <div className="puzzle__text">
        <strong>{p.title}</strong>
        <span className="puzzle__goal" data-testid="puzzle-goal">{p.words}{p.you === "B" ? " You play the second seat." : ""}</span>
        {p.hint && (hint ? <span className="puzzle__hint">Hint: {p.hint}</span> : <button type="button" className="link" onClick={() => setHint(true)}>Show a hint</button>)}
      </div>
      <button type="button" className="button primary" aria-label={`Play the puzzle ${p.title}`} onClick={() => void play(() => window.moxen.match.startPuzzle({ puzzle: p.id }), setError)}>
        Play
      </button>
    </li>
  );
}

export function PuzzlesPage() {
  const [list, setList] = useState<PuzzleInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void window.moxen.match.puzzles().then((r) => (r.ok ? setList(r.value) : setError(r.error.message)));
  }, []);
  const openFile = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > 256 * 1024) return setError(`${f.name} is too large for a puzzle file (at most 256 KB).`);
    const text = await f.text();
    if (file.current) file.current.value = "";
    await play(() => window.moxen.match.startPuzzle({ text }), setError);
  };
  return (
    <div className="puzzles">
      <header className="browser__head">
        <h2>Puzzles</h2>
        <p className="browser__sub">A position and a goal, played against the computer. Puzzles pay no coins.</p>
        <div className="browser__views">
          <label className="button">
            Open a puzzle file…
            <input ref={file} type="file" accept=".json,application/json" hidden data-testid="puzzle-file" onChange={(e) => void openFile(e.target.files?.[0])} />
          </label>
        </div>
      </header>
      {error && <p className="error" role="alert" data-testid="puzzle-error">{error}</p>}
      {!list && !error && <p className="empty">Fetching the puzzles…</p>}
      {list && (
        <ol className="puzzle-list" aria-label="Puzzles">
          {list.map((p, i) => <PuzzleRow key={p.id} p={p} index={i} setError={setError} />)}
        </ol>
      )}
    </div>
  );
}
