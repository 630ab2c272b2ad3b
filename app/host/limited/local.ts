/**
 * Sealed deck against the computer, at this machine (issue 35, part 3): the player's pool is paid
 * and kept with recordPool (pool.ts); the computer opens its own packs from a seed of its own
 * (packs.ts) and builds its deck (build.ts); the games are local matches against the computer
 * (the match host), one per game of the best of three.
 *
 * The event's progress is one JSON row of `limited_local` (migration 007) next to its
 * `limited_events` row: the computer's seed, the player's deck, each game's match id and result.
 * A game's result is read from its match when the event is looked at (`refresh`), so a restart in
 * the middle of a game loses nothing: the match resumes from its own log, and its result is
 * recorded the next time the event is read.
 *
 * A Winston draft against the computer (kind "winston") comes first: the event's packs are shuffled
 * into the stack (winston/local-draft.ts) and the player drafts against the computer's
 * heuristicChooser; the progress keeps the player's decisions only (the computer decides again as it
 * did, so the draft is rebuilt from the event's bytes and those decisions after a restart). The
 * player pays half the boosters, rounded up (as with a friend, event/runner.ts), at the start; its
 * drafted cards join the collection when the draft ends, in the same transaction that marks it
 * done. The computer builds from its drafted pool. Then the event goes on exactly as sealed.
 *
 * Rules: a deck is the pool's cards and any number of basic lands, 40 cards at least (CR 100.2b,
 * validateLimited), without ante or dexterity cards (the games are played without those options);
 * the rest of the pool is the sideboard (CR 100.4b), so between games either side may change its deck. The loser of a game plays first in the next (CR 103.1: the loser chooses;
 * we choose for them to play first, as sealed.ts does). The computer sideboards as in sealed.ts.
 */
import { randomInt } from "node:crypto";
import { sha256 } from "@noble/hashes/sha2.js";
import { createGame } from "../../../engine/index";
import type { DeckValidation } from "../../shared/contract/collection";
import type { LimitedEvent, LimitedEventSummary, LimitedGame, LimitedKind, LimitedOffer, LimitedPhase, LimitedPoolCard, LimitedQuote, LimitedRecord } from "../../shared/contract/limited";
import type { PackCard } from "../collection/booster";
import type { AiKind, MatchSummary } from "../../shared/contract/match";
import type { CardDataBundle } from "../collection/card-data";
import type { Ctx } from "../collection/context";
import { checkEventDeck, unplayableInEvent } from "./event-deck";
import { CollectionError } from "../collection/errors";
import { PACK_PRICE } from "../collection/prices";
import { getProfile } from "../collection/profile";
import { dexterityCardsIn } from "../match/dexterity";
import { buildLimitedDeck, type BuiltDeck } from "./build";
import { describePackSpec, MAX_PACKS, packsFrom, PackSpecError, parsePackSpec, poolBytes, poolSize } from "./packs";
import { recordPool } from "./pool";
import { addUnits } from "../collection/units";
import { heuristicChooser } from "./winston/drafter";
import { decide, DraftMoveError, draftView, replayDraft, runComputer, type Decision, type LocalDraft } from "./winston/local-draft";
import { GAMES_TO_WIN, MAX_GAMES, SIDEBOARD_RATIO } from "./sealed";

/** The computer's name in `limited_events.opponent`. */
export const COMPUTER_OPPONENT = "computer";

/** A refusal the caller sees as is: `code` ("bad_argument", "not_found", "wrong_phase", …). */
export class LimitedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the event needs of the match host. */
export interface LimitedMatches {
  start(args: { kind: "local-ai"; deck: { name: string; cards: string[] }; opponentDeck: { name: string; cards: string[] }; ai: AiKind; seed: string }, client?: string): MatchSummary;
  get(matchId: number): MatchSummary;
}

/** The stored progress of one event (limited_local.state). */
interface Progress {
  v: 1;
  ai: AiKind;
  /** The computer's packs come from poolBytes(computerSeed, "computer"). */
  computerSeed: number;
  /** Which of the computer's two builds it plays now (0 best, 1 second best: sideboarding). */
  computerBuild: 0 | 1;
  deck: string[] | null;
  games: LimitedGame[];
  /** A Winston draft: the player's decisions so far, and whether it is over (its pool recorded). */
  draft?: { decisions: Decision[]; done: boolean };
}

/** The player pays half a Winston draft's boosters, rounded up: what it would pay as a friend's host. */
export const paidPacks = (kind: LimitedKind, packs: number): number => (kind === "winston" ? Math.ceil(packs / 2) : packs);

const blank = (): LimitedRecord => ({ wins: 0, losses: 0, draws: 0 });

export class LocalLimited {
  constructor(
    private readonly ctx: () => Ctx,
    private readonly matches: () => LimitedMatches,
  ) {}

  private get cards(): CardDataBundle {
    return this.ctx().cards;
  }

  offer(): LimitedOffer {
    const sets = this.cards.sets.flatMap((s) => {
      try {
        parsePackSpec(s.code, this.cards.sets);
      } catch {
        return []; // a set whose cards are not all playable is not offered
      }
      return [{ code: s.code, name: s.name, boosterSize: poolSize([{ set: s.code, count: 1 }]) }];
    });
    return { sets, packPrice: PACK_PRICE, maxPacks: MAX_PACKS };
  }

  quote(packs: string, kind: LimitedKind = "sealed"): LimitedQuote {
    const spec = this.spec(packs);
    const count = spec.reduce((n, x) => n + x.count, 0);
    const paid = paidPacks(kind, count);
    return { spec: describePackSpec(spec), packs: count, paidPacks: paid, price: paid * PACK_PRICE, poolSize: poolSize(spec), coins: getProfile(this.ctx()).coins };
  }

  /** Pays, opens and keeps the player's pool (one transaction: recordPool), with the event's progress. */
  start(o: { kind?: LimitedKind; packs: string; ai?: AiKind }): LimitedEvent {
    const kind = o.kind ?? "sealed";
    if (kind !== "sealed" && kind !== "winston") throw new LimitedError("bad_argument", `An event against the computer is sealed or winston, not ${JSON.stringify(kind)}.`);
    const parsed = this.spec(o.packs);
    const spec = describePackSpec(parsed);
    const count = parsed.reduce((n, x) => n + x.count, 0);
    const ctx = this.ctx();
    const progress: Progress = { v: 1, ai: o.ai ?? "heuristic", computerSeed: randomInt(2 ** 31), computerBuild: 0, deck: null, games: [] };
    if (kind === "winston") progress.draft = { decisions: [], done: false };
    const id = ctx.tx("limited-local-start", () => {
      // A Winston draft's pool is not known yet: pay now, keep the drafted cards when the draft ends.
      const pool = this.collection(() =>
        recordPool(ctx, { kind, opponent: COMPUTER_OPPONENT, spec, ...(kind === "winston" ? { packs: [], paidPacks: paidPacks(kind, count) } : {}) }),
      );
      ctx.db.prepare("INSERT INTO limited_local (event_id, state, updated_at) VALUES (?, ?, ?)").run(pool.eventId, JSON.stringify(progress), ctx.now());
      return pool.eventId;
    });
    return this.get(id);
  }

  list(): LimitedEventSummary[] {
    const ids = this.ctx().db.prepare("SELECT event_id FROM limited_local ORDER BY event_id DESC").pluck().all() as number[];
    return ids.map((id) => this.get(id)).filter((e) => e.phase !== "finished").map((e) => ({ id: e.id, kind: e.kind, spec: e.spec, phase: e.phase, standings: e.standings, startedAt: e.startedAt }));
  }

  /** The event now: a game that ended since the last look is recorded first. */
  get(eventId: number): LimitedEvent {
    const { row, progress } = this.load(eventId);
    this.refresh(eventId, progress, row);
    return this.view(row, progress);
  }

  checkDeck(eventId: number, main: readonly string[]): DeckValidation {
    const { row, progress } = this.load(eventId);
    return this.validate(this.poolNames(row, progress), main);
  }

  submitDeck(eventId: number, main: readonly string[]): LimitedEvent {
    const { row, progress } = this.load(eventId);
    this.refresh(eventId, progress, row);
    const phase = this.phase(progress);
    if (phase === "drafting") throw new LimitedError("wrong_phase", "The draft is not over: build your deck when it ends.");
    if (phase === "playing") throw new LimitedError("wrong_phase", "A game is being played: change your deck after it (sideboarding is between games).");
    if (phase === "finished") throw new LimitedError("wrong_phase", "The event is over.");
    const check = this.validate(this.poolNames(row, progress), main);
    if (!check.valid) throw new LimitedError("deck_not_legal", `The deck is not legal for this event: ${check.reasons.join("; ")}.`);
    if (!check.playable) throw new LimitedError("deck_not_playable", `The rules engine does not play these cards yet: ${check.notImplemented.join(", ")}.`);
    progress.deck = [...main];
    this.save(eventId, progress);
    return this.view(row, progress);
  }

  /** The next game of the best of three, as a local match against the computer. */
  playGame(eventId: number, client?: string): LimitedEvent {
    const { row, progress } = this.load(eventId);
    this.refresh(eventId, progress, row);
    const phase = this.phase(progress);
    if (phase === "drafting") throw new LimitedError("wrong_phase", "Draft first: the games come after the draft and your deck.");
    if (phase === "building") throw new LimitedError("wrong_phase", "Build your deck first (40 cards from the pool and basic lands).");
    if (phase === "playing") throw new LimitedError("wrong_phase", `Game ${progress.games.length} is still being played (match #${progress.games.at(-1)!.matchId}).`);
    if (phase === "finished") throw new LimitedError("wrong_phase", "The event is over: the best of three is decided.");
    const theirs = this.computerBuilds(progress, row)[progress.computerBuild];
    const decks = { A: progress.deck!, B: theirs.main };
    const last = progress.games.at(-1);
    // CR 103.1: the first game's first player at random; then the loser of the previous game plays first.
    const first = !last || last.winner === "draw" ? null : last.winner === "you" ? "B" : "A";
    const seed = seedFor(`${row.randomness.slice(0, 16)}-${eventId}-${progress.games.length + 1}`, decks, first);
    const match = this.matches().start(
      { kind: "local-ai", deck: { name: `${label(row)} (your deck)`, cards: decks.A }, opponentDeck: { name: `${label(row)} (${theirs.colors.join("")})`, cards: decks.B }, ai: progress.ai, seed },
      client,
    );
    progress.games.push({ number: progress.games.length + 1, matchId: match.id, winner: null });
    this.save(eventId, progress);
    return this.view(row, progress);
  }

  /**
   * The player's decision in a Winston draft; the computer then plays until it is the player's
   * turn again. A refusal (not drafting, a pass that is not allowed) changes nothing. When the
   * draft ends, the player's drafted cards join the collection in the transaction that saves it.
   */
  winstonDecide(eventId: number, choice: Decision): LimitedEvent {
    const { row, progress } = this.load(eventId);
    if (row.kind !== "winston" || !progress.draft) throw new LimitedError("wrong_phase", `Event #${eventId} is sealed: there is no draft.`);
    if (progress.draft.done) throw new LimitedError("wrong_phase", "The draft is over: build your deck from your pool.");
    const d = this.draft(row, progress);
    try {
      decide(d, 0, choice);
    } catch (e) {
      if (e instanceof DraftMoveError) throw new LimitedError(e.code, e.message);
      throw e;
    }
    runComputer(d, heuristicChooser());
    const ctx = this.ctx();
    ctx.tx("limited-winston-decide", () => {
      progress.draft = { decisions: [...d.decisions[0]], done: d.over };
      if (d.over) {
        const cards = this.stackCards(row);
        const units = d.pools[0].map((i) => ({ cardCode: this.cards.byName.get(cards[i]!.name)!.code, set: cards[i]!.set, number: cards[i]!.number }));
        addUnits(ctx, units, "event", null, eventId);
      }
      this.save(eventId, progress);
    });
    this.drafts.set(eventId, d);
    return this.view(row, progress);
  }

  // ------------------------------------------------------------------ internals

  /** The cards of a Winston draft's stack: the event's packs, opened from its bytes. */
  private stackCards(row: EventRow): PackCard[] {
    return packsFrom(Buffer.from(row.randomness, "hex"), parsePackSpec(row.spec, this.cards.sets), this.cards.sets).flat();
  }

  /** The draft now (a copy: the caller may change it), rebuilt from the stored decisions when not in memory. */
  private drafts = new Map<number, LocalDraft>();
  private draft(row: EventRow, p: Progress): LocalDraft {
    const decisions = p.draft?.decisions ?? [];
    let d = this.drafts.get(row.id);
    if (!d || d.decisions[0].length !== decisions.length) {
      const names = this.stackCards(row).map((c) => c.name);
      d = replayDraft(names, draftBytes(row.randomness), decisions, heuristicChooser());
      this.drafts.set(row.id, d);
    }
    return cloneDraft(d);
  }

  private spec(packs: string) {
    try {
      return parsePackSpec(packs, this.cards.sets);
    } catch (e) {
      if (e instanceof PackSpecError) throw new LimitedError("bad_argument", e.message);
      throw e;
    }
  }

  private collection<T>(fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      if (e instanceof CollectionError) throw new LimitedError(e.code.toLowerCase(), e.message);
      throw e;
    }
  }

  private load(eventId: number): { row: EventRow; progress: Progress } {
    const db = this.ctx().db;
    const row = db
      .prepare("SELECT e.id, e.kind, e.spec, e.price, e.randomness, e.started_at AS startedAt, l.state FROM limited_local l JOIN limited_events e ON e.id = l.event_id WHERE l.event_id = ?")
      .get(eventId) as (EventRow & { state: string }) | undefined;
    if (!row) throw new LimitedError("not_found", `There is no event #${eventId} against the computer.`);
    return { row, progress: JSON.parse(row.state) as Progress };
  }

  private save(eventId: number, progress: Progress): void {
    const ctx = this.ctx();
    ctx.db.prepare("UPDATE limited_local SET state = ?, updated_at = ? WHERE event_id = ?").run(JSON.stringify(progress), ctx.now(), eventId);
  }

  /** Records the result of the game under way if its match is over; the computer sideboards if it lost. */
  private refresh(eventId: number, progress: Progress, row: EventRow): void {
    const game = progress.games.at(-1);
    if (!game || game.winner !== null) return;
    let m: MatchSummary;
    try {
      m = this.matches().get(game.matchId);
    } catch {
      return; // the match store is unreadable: the game stays under way
    }
    if (m.status === "finished" && m.result) game.winner = m.result.winner === "A" ? "you" : m.result.winner === "B" ? "computer" : "draw";
    else if (m.status === "damaged" || m.status === "abandoned") game.winner = "draw"; // a game that cannot go on counts for neither
    else return;
    if (game.winner === "you") {
      const [best, second] = this.computerBuilds(progress, row);
      if (second.score >= SIDEBOARD_RATIO * best.score) progress.computerBuild = progress.computerBuild === 0 ? 1 : 0;
    }
    this.save(eventId, progress);
  }

  private phase(p: Progress): LimitedPhase {
    if (p.draft && !p.draft.done) return "drafting";
    if (!p.deck) return "building";
    if (p.games.at(-1)?.winner === null) return "playing";
    const s = standings(p.games);
    if (s.you.wins >= GAMES_TO_WIN || s.computer.wins >= GAMES_TO_WIN || p.games.length >= MAX_GAMES) return "finished";
    return "between";
  }

  private computerPool(p: Progress, row: EventRow): string[] {
    if (row.kind === "winston") return this.draft(row, p).pools[1].map((i) => this.stackCards(row)[i]!.name);
    const spec = row.spec;
    return packsFrom(poolBytes(p.computerSeed, "computer"), parsePackSpec(spec, this.cards.sets), this.cards.sets).flat().map((c) => c.name);
  }

  private builds = new Map<string, [BuiltDeck, BuiltDeck]>();
  private computerBuilds(p: Progress, row: EventRow): [BuiltDeck, BuiltDeck] {
    const key = row.kind === "winston" ? `winston:${row.id}` : `${p.computerSeed}:${row.spec}`;
    let b = this.builds.get(key);
    if (!b) {
      const pool = this.computerPool(p, row);
      // The games have no dexterity option: Chaos Orb and Falling Star stay in the computer's sideboard.
      const dex = new Set(dexterityCardsIn(pool));
      const usable = pool.filter((n) => !dex.has(n));
      b = [buildLimitedDeck(usable, { rank: 0 }), buildLimitedDeck(usable, { rank: 1 })];
      // A builder bug must stop the event rather than play an illegal deck (as sealed.ts).
      for (const d of b) {
        const v = this.validate(pool, d.main);
        if (!v.valid) throw new LimitedError("internal", `The computer built an illegal deck: ${v.reasons.join("; ")}`);
      }
      this.builds.set(key, b);
    }
    return b;
  }

  /** The player's pool: its packs (sealed) or the cards it drafted (none until the draft ends). */
  private poolNames(row: EventRow, p: Progress): string[] {
    if (row.kind === "winston") {
      if (!p.draft?.done) return [];
      const cards = this.stackCards(row);
      return this.draft(row, p).pools[0].map((i) => cards[i]!.name);
    }
    return packsFrom(Buffer.from(row.randomness, "hex"), parsePackSpec(row.spec, this.cards.sets), this.cards.sets).flat().map((c) => c.name);
  }

  /** The event deck rule over card names; a name that is no card is an error, not a reason. */
  private validate(pool: readonly string[], main: readonly string[]): DeckValidation {
    const unknown = [...new Set(main)].filter((n) => !this.cards.byName.has(n));
    if (unknown.length) throw new LimitedError("bad_argument", `Not a card: ${unknown.slice(0, 5).map((n) => JSON.stringify(n.slice(0, 60))).join(", ")}`);
    return checkEventDeck(main, pool, this.cards.byName);
  }

  private view(row: EventRow, p: Progress): LimitedEvent {
    const units = this.ctx().db.prepare("SELECT id FROM units WHERE event_id = ? ORDER BY rowid").pluck().all(row.id) as string[];
    let k = 0;
    const card = (c: PackCard): LimitedPoolCard => ({ name: c.name, set: c.set, number: c.number, rarity: c.rarity, unitId: units[k++] ?? "", cardCode: this.cards.byName.get(c.name)?.code ?? "", unplayable: unplayableInEvent(c.name) });
    const phase = this.phase(p);
    let packs: LimitedPoolCard[][];
    let draft: LimitedEvent["draft"] = null;
    if (row.kind === "winston") {
      const d = this.draft(row, p);
      const cards = this.stackCards(row);
      draft = draftView(d, 0);
      // Only the cards the player took: its view never holds a card it was not shown.
      packs = p.draft?.done ? [d.pools[0].map((i) => card(cards[i]!))] : [];
    } else {
      packs = packsFrom(Buffer.from(row.randomness, "hex"), parsePackSpec(row.spec, this.cards.sets), this.cards.sets).map((pack) => pack.map(card));
    }
    const s = standings(p.games);
    const theirs = phase === "drafting" ? { colors: [] as string[], main: [] as string[] } : this.computerBuilds(p, row)[p.computerBuild];
    return {
      id: row.id,
      kind: row.kind,
      draft,
      spec: row.spec,
      price: row.price,
      ai: p.ai,
      phase,
      packs,
      deck: p.deck,
      computer: { colors: theirs.colors, cards: theirs.main.length },
      games: p.games.map((g) => ({ ...g })),
      standings: s,
      currentMatchId: phase === "playing" ? p.games.at(-1)!.matchId : null,
      winner: phase !== "finished" ? null : s.you.wins > s.computer.wins ? "you" : s.computer.wins > s.you.wins ? "computer" : "draw",
      startedAt: row.startedAt,
    };
  }
}

interface EventRow {
  id: number;
  kind: LimitedKind;
  spec: string;
  price: number;
  randomness: string;
  startedAt: string;
}

function standings(games: readonly LimitedGame[]): { you: LimitedRecord; computer: LimitedRecord } {
  const s = { you: blank(), computer: blank() };
  for (const g of games) {
    if (g.winner === "you") (s.you.wins++, s.computer.losses++);
    else if (g.winner === "computer") (s.computer.wins++, s.you.losses++);
    else if (g.winner === "draw") (s.you.draws++, s.computer.draws++);
  }
  return s;
}

/** A match seed near `base` for which `first` plays first (null: as the seed falls). */
function seedFor(base: string, decks: { A: string[]; B: string[] }, first: "A" | "B" | null): string {
  if (!first) return base;
  for (let k = 0; k < 64; k++) {
    const seed = `${base}-${k}`;
    if (createGame({ seed, decks }).firstPlayer === first) return seed;
  }
  return base;
}

const label = (row: EventRow): string => `${row.kind === "winston" ? "Winston draft" : "Sealed"} ${row.spec}`;

/** The bytes a Winston draft's stack order and first player come from (the event's own, hashed apart from its packs'). */
function draftBytes(randomness: string): Uint8Array {
  return sha256(Buffer.concat([Buffer.from("moxen/limited/winston-order\0"), Buffer.from(randomness, "hex")]));
}

function cloneDraft(d: LocalDraft): LocalDraft {
  return {
    ...d,
    stack: [...d.stack],
    piles: d.piles.map((p) => [...p]),
    pools: [[...d.pools[0]], [...d.pools[1]]],
    seen: [new Set(d.seen[0]), new Set(d.seen[1])],
    decisions: [[...d.decisions[0]], [...d.decisions[1]]],
  };
}
