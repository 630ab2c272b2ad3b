/**
 * The Play screen before a game: practise against the computer, two players at one machine,
 * a friend over the network (invite/answer codes or the LAN), unfinished matches, history.
 */
import { useEffect, useState } from "react";
import { AnteOption } from "./AnteOption";
import { AI_KIND_NAMES, type AiKind } from "../../../../app/shared/contract/match";
import type { DeckChoice } from "../../store/net-slice";
import { useStore } from "../../store/index";
import { DeckPicker } from "./DeckPicker";
import { DexterityOption } from "./DexterityOption";
import { FriendPanel } from "./FriendPanel";
import { LanPanel } from "./LanPanel";
import { MatchHistory, UnfinishedMatches } from "./MatchHistory";
import "./play.css";

/** The levels (docs: the computer's levels); "random moves" stays for tests and curiosity. */
const AI_LABELS: Record<AiKind, string> = { beginner: "Beginner", heuristic: "Intermediate", strong: "Strong", random: "Random moves" };

export function PlayLobby() {
  const lobbyError = useStore((s) => s.lobbyError);
  const checkDeckForAnte = useStore((s) => s.checkDeckForAnte);
  const [deck, setDeck] = useState<DeckChoice | null>(null);
  // A deck with an ante card is legal only for ante: choosing one offers it.
  useEffect(() => void checkDeckForAnte(deck), [deck, checkDeckForAnte]);
  return (
    <div className="play-lobby" data-testid="play-lobby">
      {lobbyError && (
        <p className="error lobby-error" role="alert" data-testid="lobby-error">
          {lobbyError}
        </p>
      )}
      <DexterityOption />
      <div className="page-grid">
        <PracticePanel deck={deck} setDeck={setDeck} />
        <FriendPanel deck={deck} setDeck={setDeck} />
        <LanPanel deck={deck} />
        <section className="panel" aria-label="Limited">
          <h3>Limited</h3>
          <button type="button" className="button" onClick={() => useStore.getState().goTo("limited/friend")} data-testid="play-limited-friend">
            Sealed deck with a friend
          </button>
        </section>
        <UnfinishedMatches />
        <MatchHistory />
      </div>
    </div>
  );
}

function PracticePanel({ deck, setDeck }: { deck: DeckChoice | null; setDeck(d: DeckChoice | null): void }) {
  const startMatch = useStore((s) => s.startMatch);
  const manaBurn = useStore((s) => s.settings?.manaBurn ?? false);
  const dexterity = useStore((s) => s.settings?.dexterity ?? false);
  const ante = useStore((s) => s.playForAnte);
  const [opponent, setOpponent] = useState<DeckChoice | null>(null);
  const [ai, setAi] = useState<AiKind>("heuristic");
  const [mode, setMode] = useState<"local-ai" | "hotseat">("local-ai");
  const [seed, setSeed] = useState("");
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!deck) return;
    setBusy(true);
    const s = seed.trim();
    await startMatch({ kind: mode, deck, ...(opponent ? { opponentDeck: opponent } : {}), ...(mode === "local-ai" ? { ai } : {}), ...(s ? { seed: s } : {}), ...(manaBurn || dexterity || ante ? { rules: { ...(manaBurn ? { manaBurn } : {}), ...(dexterity ? { dexterity } : {}), ...(ante ? { ante } : {}) } } : {}) });
    setBusy(false);
  };
  return (
    <section className="panel lobby-panel" aria-labelledby="practice-title">
      <h2 id="practice-title">Practice</h2>
      <div className="segmented" role="radiogroup" aria-label="Opponent">
        <button type="button" role="radio" aria-checked={mode === "local-ai"} className={mode === "local-ai" ? "on" : ""} onClick={() => setMode("local-ai")} data-testid="mode-ai">
          Against the computer
        </button>
        <button type="button" role="radio" aria-checked={mode === "hotseat"} className={mode === "hotseat" ? "on" : ""} onClick={() => setMode("hotseat")} data-testid="mode-hotseat">
          Two players, one screen
        </button>
      </div>
      <DeckPicker label={mode === "hotseat" ? "Player 1's deck" : "Your deck"} value={deck} onChange={setDeck} testId="deck-select" />
      <DeckPicker label={mode === "hotseat" ? "Player 2's deck" : "The computer's deck"} value={opponent} onChange={setOpponent} allowRandom testId="opponent-deck-select" />
      {mode === "local-ai" && (
        <label className="field">
          <span>Computer</span>
          <select value={ai} onChange={(e) => setAi(e.target.value as AiKind)} data-testid="ai-select">
            {AI_KIND_NAMES.map((k) => (
              <option key={k} value={k}>
                {AI_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
      )}
      <AnteOption network={false} testId="ante-toggle" />
      <details className="more-options">
        <summary>More options</summary>
        <label className="field">
          <span>Seed of the shuffles (the same seed and moves replay the same game)</span>
          <input value={seed} onChange={(e) => setSeed(e.target.value.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64))} placeholder="random" data-testid="seed-input" />
        </label>
      </details>
      <div className="lobby-actions">
        <button type="button" className="button primary-big" onClick={() => void start()} disabled={!deck || busy} data-testid="start-match">
          {busy ? "Shuffling…" : mode === "hotseat" ? "Start the game" : "Play"}
        </button>
      </div>
    </section>
  );
}
