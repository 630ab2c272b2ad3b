/**
 * How a game ended, in a player's words, from the engine's outcome (`GameState.outcome`), for the
 * table, the match history and puzzle results: "Your
 * life total reached 0", "Computer conceded". The engine's reason stays as it is (it is hashed and
 * signed in match logs); this is only how it is read.
 */
import type { PlayerId } from "../../engine/index";

/** The words for the loser's reason, as the engine's state-based actions name it (CR 704.5a–c). */
const LOSS_WORDS: Record<string, { you: string; them: (name: string) => string }> = {
  life: { you: "Your life total reached 0", them: (n) => `${n}'s life total reached 0` },
  "drew from an empty library": { you: "You had to draw from an empty library", them: (n) => `${n} had to draw from an empty library` },
  poison: { you: "You have ten poison counters", them: (n) => `${n} has ten poison counters` },
};

/**
 * The outcome as a sentence. `names`: each seat's name; `you`: the seat reading it (sentences about
 * that seat say "you"), or none for a neutral account.
 */
export function outcomeText(names: Record<PlayerId, string>, outcome: { winner: PlayerId | "draw"; reason: string }, you?: PlayerId): string {
  const reason = outcome.reason.replace(/_/g, " ");
  if (outcome.winner === "draw") return capitalize(reason);
  const loser: PlayerId = outcome.winner === "A" ? "B" : "A";
  const lost = /^(.*) lost \((.+)\)$/.exec(reason);
  const words = lost && lost[1] === names[loser] ? LOSS_WORDS[lost[2]!] : undefined;
  if (words) return loser === you ? words.you : words.them(names[loser]);
  if (reason === "concede" || reason === `${names[loser]} conceded`) return loser === you ? "You conceded" : `${names[loser]} conceded`;
  // A network match's results the rules did not decide (peer-session.ts): who lost, and how.
  const NETWORK: Record<string, { you: string; them: (n: string) => string }> = {
    timeout: { you: "You ran out of time to move", them: (n) => `${n} ran out of time to move` },
    forfeit: { you: "You forfeited (your program broke the protocol)", them: (n) => `${n} forfeited (their program broke the protocol)` },
    abandoned: { you: "You left the match", them: (n) => `${n} left the match` },
  };
  const net = NETWORK[reason];
  if (net) return loser === you ? net.you : net.them(names[loser]);
  return capitalize(reason);
}

function capitalize(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}
