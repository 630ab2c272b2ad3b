/**
 * `moxen bench ui` on a board as big as long games reach: a real hotseat match, played through
 * the host's own contract calls (not in the page) until each side has 40 permanents and a full
 * hand. Each turn a player plays one card (a land, or a Mox or creature), so the hand stays at
 * seven while the battlefield grows; nobody attacks. The page then opens that match and the
 * bench times passes on it, as on the small board.
 */
import type { Action, LegalOptions } from "../../../../engine/index";
import type { Deck } from "../../../shared/contract/collection";
import type { MatchSummary, MatchUpdate } from "../../../shared/contract/match";
import type { WebHost } from "../../../web/server";

const DECK = [
  { name: "Forest", count: 36 },
  { name: "Mox Emerald", count: 4 },
  { name: "Mox Sapphire", count: 4 },
  { name: "Mox Ruby", count: 4 },
  { name: "Llanowar Elves", count: 4 },
  { name: "Grizzly Bears", count: 4 },
  { name: "Scryb Sprites", count: 4 },
];

/** Starts the match and plays it up to `perSide` permanents a side; returns its id. */
export async function bigBoardMatch(host: WebHost, perSide = 40): Promise<number> {
  const ctx = { client: "bench:big-board" };
  const call = async <T>(method: string, args?: unknown): Promise<T> => {
    const r = (await host.services.router.call(method, args, ctx)) as { ok: true; value: T } | { ok: false; error: { message: string } };
    if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
    return r.value;
  };
  const deck = await call<Deck>("decks.create", { deck: { name: "Bench: a big board", mode: "freebuild", format: "freeform", main: DECK } });
  const match = await call<MatchSummary>("match.start", { kind: "hotseat", deck: { deckId: deck.id }, opponentDeck: { deckId: deck.id }, seed: "bench-big-board" });
  const playedThisTurn = new Set<string>();
  let u = await call<MatchUpdate>("match.view", { matchId: match.id });
  for (let guard = 0; guard < 20_000; guard++) {
    const view = u.view!;
    const mine = (p: string) => view.battlefield.filter((o) => o.controller === p).length;
    if (u.result) throw new Error("the bench game ended before the board was full");
    if (mine("A") >= perSide && mine("B") >= perSide && view.turn.step === "precombat_main" && u.mustAct === view.turn.active) return match.id;
    const legal = u.legal as LegalOptions;
    const seat = u.mustAct!;
    const turnKey = `${view.turn.number}`;
    let action: Action = { type: "pass", player: seat };
    if (legal.keep) action = { type: "keep", player: seat };
    else if (legal.attack) action = { type: "attack", player: seat, attackers: [] };
    else if (legal.block) action = { type: "block", player: seat, blocks: [] };
    else if (seat === view.turn.active && view.turn.step === "precombat_main" && view.stack.length === 0 && !playedThisTurn.has(turnKey)) {
      // Alternate: a land on odd turns of the player, a Mox or a creature on even ones (when it can).
      const spell = legal.cast.find((c) => c.targets.length === 0);
      const land = legal.play[0];
      const wantsLand = Math.floor(view.turn.number / 2) % 2 === 0;
      if (land && (wantsLand || !spell)) action = { type: "play", player: seat, card: land };
      else if (spell) action = { type: "cast", player: seat, card: spell.card };
      if (action.type !== "pass") playedThisTurn.add(turnKey);
    }
    u = await call<MatchUpdate>("match.submit", { matchId: match.id, action });
  }
  throw new Error("the bench board never filled");
}
