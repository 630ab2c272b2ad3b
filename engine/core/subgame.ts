/**
 * Subgames (CR 729; Shahrazad). A subgame is a completely separate game (729.1a): while it is
 * played, the state IS the subgame, and `GameState.main` holds the main game it discontinued,
 * frozen, with the spell that started it waiting on its stack (a `resume: "subgame"` decision).
 * So every action, legal action, view and computer player applies to the innermost game with no
 * change, and a game without a subgame pays nothing but one field test per action.
 *
 * - Starting (729.2): new zones; each player's main-game library becomes their subgame library,
 *   shuffled; the first player is chosen at random; then CR 103 as usual: seven cards each, the
 *   London mulligan, the first player skips their first draw. A player with fewer than seven cards
 *   loses when state-based actions are first checked (729.3).
 * - Ending (729.5): every card a player owns anywhere in the subgame (exile included; tokens cease
 *   to exist) goes into their main-game library, which they shuffle; then the spell that started
 *   it finishes resolving, told who won (`ResolveContext.subgame`).
 * - Cards outside the main game are outside the subgame (729.4): each player's sideboard goes
 *   into the subgame and comes back as it is left (a card taken there ends in the main library).
 * - The subgame shares the main game's physical cards (`cards`: same card numbers, so network play
 *   keeps its slot keys), its generator and its id and timestamp counters (ids stay unique across
 *   both games, for the log and the table).
 */
import type { GameEvent, PlayerId } from "../types";
import { other, PLAYERS } from "../types";
import { addObject, cloneState, removeObject, shareObjects } from "./clone";
import { continueResolving } from "./flow";
import { Game } from "./game";
import { emptyState } from "./setup";
import type { GameObject, GameState } from "./state";

/** The main game's spell has just asked for a subgame (resolve.ts, `ResolveContext.subgame`). */
export function wantsSubgame(s: GameState): boolean {
  return s.decision?.kind === "choose" && s.decision.resume.at === "subgame";
}

/** How many games deep `s` is: 0 for a main game, 1 for a subgame, 2 for a subgame of a subgame. */
export function subgameDepth(s: GameState): number {
  let n = 0;
  for (let m = s.main; m; m = m.main) n++;
  return n;
}

/** The name of the card that started the subgame `s` is ("Shahrazad"), or null for a main game. */
export function subgameSource(s: GameState): string | null {
  const m = s.main;
  const d = m?.decision;
  if (!m || d?.kind !== "choose" || d.resume.at !== "subgame") return null;
  const item = d.resume.item;
  return m.stack.find((i) => i.id === item)?.name ?? null;
}

function newCard(s: GameState, card: number, name: string, owner: PlayerId): GameObject {
  return {
    id: "o" + s.nextId++, card, name, owner, controller: owner, baseController: owner, zone: "library", tapped: false,
    sick: false, damage: 0, counters: {}, timestamp: s.nextTimestamp++,
  };
}

/**
 * CR 729.2: starts the subgame `main`'s resolving spell asked for; `main` (the working copy of the
 * action that asked) becomes the discontinued main game. Returns the subgame's state.
 */
export function beginSubgame(main: GameState, events: GameEvent[]): GameState {
  const sub = emptyState(0, main.rules, { A: main.players.A.name, B: main.players.B.name });
  sub.rng = main.rng;
  sub.cards = main.cards;
  if (main.tokens !== undefined) sub.tokens = main.tokens;
  if (main.tokenKinds) sub.tokenKinds = main.tokenKinds;
  if (main.external) { sub.external = main.external; delete main.external; }
  // CR 729.2: each player moves all the cards of their main-game library to their subgame library.
  for (const p of PLAYERS) {
    for (const id of main.players[p].library) {
      const o = main.objects[id]!;
      const n = newCard(main, o.card, o.name, p);
      sub.objects[n.id] = n;
      sub.players[p].library.push(n.id);
      removeObject(main, id);
    }
    main.players[p].library = [];
    // CR 729.4: cards outside the main game are outside the subgame too: the sideboard goes along
    // (Ring of Ma'rûf may fetch from it there), and comes back as the subgame leaves it.
    const side = main.players[p].sideboard;
    if (side?.length) sub.players[p].sideboard = [...side];
  }
  sub.nextId = main.nextId;
  sub.nextTimestamp = main.nextTimestamp;
  main.cards = []; // the subgame's `cards` are the main game's until it resumes (no copy to keep in step)
  const g = new Game(sub);
  g.events = events;
  g.emit("subgame", `The players begin a subgame (${subgameNameOf(main)}): the main game resumes when it ends`, { depth: subgameDepth(main) + 1 });
  for (const p of PLAYERS) g.shuffleQuietly(p); // CR 729.2: ... and shuffles them (CR 103.3)
  // CR 729.2: "Randomly determine which player goes first."
  sub.firstPlayer = PLAYERS[g.random(2)]!;
  sub.turn.active = sub.firstPlayer;
  g.emit("first_player", `${g.player(sub.firstPlayer).name} goes first in the subgame`, { player: sub.firstPlayer });
  for (const p of PLAYERS) g.draw(p, 7); // CR 103.5 (729.3: fewer than seven cards loses at the first check)
  sub.decision = { kind: "mulligan", player: sub.firstPlayer };
  shareObjects(main);
  sub.main = main;
  return sub;
}

function subgameNameOf(main: GameState): string {
  const d = main.decision;
  const r = d?.kind === "choose" ? d.resume : undefined;
  const item = r?.at === "subgame" ? main.stack.find((i) => i.id === r.item) : undefined;
  return item?.name ?? "subgame";
}

/**
 * CR 729.5: the subgame `sub` is over: its cards go back into their owners' main-game libraries,
 * shuffled, and the main game resumes, the spell that started the subgame finishing its
 * resolution with the winner. `concededBy`: a player conceded, which ends the match (the main game
 * resumes only to be over).
 */
export function endSubgame(sub: GameState, events: GameEvent[], concededBy?: PlayerId): GameState {
  const main = cloneState(sub.main!);
  main.cards = sub.cards;
  main.rng = sub.rng;
  main.nextId = sub.nextId;
  main.nextTimestamp = sub.nextTimestamp;
  if (sub.tokens !== undefined) main.tokens = sub.tokens;
  if (sub.tokenKinds) main.tokenKinds = sub.tokenKinds;
  if (sub.external) main.external = sub.external;
  // CR 729.4: the sideboards as the subgame leaves them (a card taken there is now in the subgame).
  for (const p of PLAYERS) {
    const side = sub.players[p].sideboard;
    if (side?.length) main.players[p].sideboard = [...side]; else delete main.players[p].sideboard;
  }
  // CR 729.5: all the cards each player owns in the subgame, wherever they are (exile included).
  const ids = [
    ...PLAYERS.flatMap((p) => [...sub.players[p].library, ...sub.players[p].hand, ...sub.players[p].graveyard, ...sub.players[p].exile, ...(sub.players[p].ante ?? [])]),
    ...sub.battlefield,
    ...(sub.phasedOut ?? []), // CR 702.26d: phased out, but still on the subgame's battlefield
    ...sub.stack.filter((i) => i.kind === "spell").map((i) => i.id),
  ];
  for (const id of ids) {
    const o = sub.objects[id];
    if (!o || o.card < 0) continue; // tokens cease to exist (CR 729.5, 111.8)
    const n = newCard(main, o.card, o.copy?.printed ?? o.name, o.owner);
    addObject(main, n);
    main.players[o.owner].library.push(n.id);
  }
  const g = new Game(main);
  g.events = events;
  // The subgame's end is not the match's: its "game over" lines are the subgame's result.
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === "game_over") events[i] = { ...e, type: "subgame_result", text: `Subgame: ${e.text}` };
  }
  const w = sub.outcome?.winner;
  const result = concededBy ? `${g.player(concededBy).name} concedes` : w === "draw" || !w ? "no player wins it" : `${g.player(w).name} wins it`;
  g.emit("subgame_over", `The subgame ends: ${result}. Each player shuffles their cards from it into their library, and the main game resumes`, { winner: w ?? "draw" });
  for (const p of PLAYERS) g.shuffleLibrary(p);
  const d = main.decision;
  main.decision = null;
  if (concededBy) {
    // CR 104.3a: conceding is leaving the match, not only the subgame.
    main.outcome = { winner: other(concededBy), reason: `${g.player(concededBy).name} conceded` };
    main.priority = null;
    g.emit("game_over", `${g.player(concededBy).name} concedes`);
    return main;
  }
  const top = main.stack[main.stack.length - 1];
  if (d?.kind !== "choose" || d.resume.at !== "subgame" || !top || top.id !== d.resume.item || !top.progress) throw new Error("The main game is not waiting for this subgame");
  // CR 729.5: "First, the spell or ability that created the subgame finishes resolving".
  top.progress.answers.push({ value: w ?? "draw" });
  continueResolving(g);
  return main;
}

/**
 * After an action: starts the subgame it asked for, or ends the subgames it finished (a subgame's
 * end may end its main game, itself a subgame). Returns the state to go on with.
 */
export function settleSubgames(s: GameState, events: GameEvent[], concededBy?: PlayerId): GameState {
  let out = s;
  if (wantsSubgame(out)) out = beginSubgame(out, events);
  while (out.outcome && out.main) out = endSubgame(out, events, concededBy);
  return out;
}
