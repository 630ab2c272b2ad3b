/**
 * A lock that stops every player's untapping and is kept by an upkeep cost (Stasis: the hints
 * `lock: "untap"` and `keepCost`, both derived). Under it nothing untaps: what is tapped stays
 * tapped, what is untapped stays ready. It is worth to its controller its lead on creatures (built
 * ahead or at parity), plus how much more ready it leaves them than the opponent, against the
 * same board where everything untaps each turn:
 * cast after the opponent's creatures have attacked (they stay tapped), the attacks it stops
 * counted for each turn of the opponent's that its payments ahead will hold it (untapped sources
 * of the keep cost's color and lands of that color in hand, one payment each upkeep), let go when
 * it hurts its controller more. Read by the evaluation (evaluate.ts), so it decides casting the lock, paying
 * its upkeep and what to tap while it holds.
 */
import { cardHints, type PlayerId, type PlayerView } from "../../../engine/index";
import { creatureValue, isCreature, isLand, lifeValue, manaOpen, otherPlayer } from "./board";

const LAND = 0.7;
/** The lands whose being tapped matters (about what the era's spells cost). */
const LANDS_USED = 5;

export function untapLockWorth(view: PlayerView, p: PlayerId, keepCost: string): number {
  const o = otherPlayer(p);
  // Lands count up to the mana a turn's spells need: a player with ten lands loses little when
  // two of them stay tapped, one with three loses a turn's play.
  const side = (who: PlayerId) => {
    let ready = 0, all = 0, lands = 0, readyLands = 0;
    for (const c of view.battlefield) {
      if (c.controller !== who) continue;
      if (isLand(c)) { lands++; if (!c.tapped) readyLands++; continue; }
      const w = isCreature(c) ? creatureValue(c) : 0;
      all += w;
      if (!c.tapped) ready += w;
    }
    return { ready: ready + LAND * Math.min(readyLands, LANDS_USED), all: all + LAND * Math.min(lands, LANDS_USED) };
  };
  const mine = side(p), theirs = side(o);
  // Ahead or at parity on creatures (as evaluate.ts `favourWorth` "board" reads it, without its
  // offset), and how much more of the opponent's side it holds tapped than of its own.
  const creatures = (who: PlayerId) => view.battlefield.reduce((n, c) => n + (c.controller === who && isCreature(c) ? creatureValue(c) : 0), 0);
  let lead = (creatures(p) - creatures(o)) / 2 + ((mine.ready - theirs.ready) - (mine.all - theirs.all)) / 2;
  // The upkeep payments ahead: untapped sources of its color now, and lands of that color in hand
  // (one played a turn). With none the lock still holds the opponent's next turn (their untap
  // step comes before this player's upkeep), then goes.
  const color = (keepCost.match(/\{([WUBRG])\}/) ?? [])[1];
  const open = manaOpen(view, p);
  const sources = color ? open.colors[color] ?? 0 : open.total;
  const inHand = (view.players[p].hand ?? []).filter((c) => isLand(c) && (!color || c.subtypes.includes(BASIC[color]!))).length;
  const turns = Math.min(HELD_TURNS, 1 + sources + inHand);
  // A creature the lock holds tapped can't attack: worth the life it would take from the other
  // player at their life total now (at most 3 a creature, as `attackLockWorth` reads Moat), once
  // for each of the opponent's turns the lock will hold, so that the lock cast after the
  // opponent's creatures have attacked is kept, and at low life cast to stop the last attackers.
  lead += heldAttacks(view, p) * turns;
  // With no payment ahead it holds one turn of theirs and one of this player's, then goes: not
  // worth a card (test/ai/batch6-hints: not cast without an Island to spare).
  if (sources < 1 && inHand < 1) lead = Math.min(lead, 0);
  return Math.max(-4, Math.min(CAP, lead));
}

/** Turns of the opponent's a kept lock is counted for (payments ahead, one a turn). */
const HELD_TURNS = 3;
/** The most an untap lock is worth (about two cards). */
const CAP = 6;
const BASIC: Record<string, string> = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };

/** The damage an untap lock stops: the opponent's tapped creatures, less this player's own. */
function heldAttacks(view: PlayerView, p: PlayerId): number {
  const o = otherPlayer(p);
  let held = 0;
  for (const c of view.battlefield) {
    if (!isCreature(c) || !c.tapped || (c.power ?? 0) <= 0) continue;
    const life = view.players[c.controller === p ? o : p].life;
    const stopped = Math.min(3, lifeValue(life) - lifeValue(life - (c.power ?? 0)));
    held += c.controller === p ? -stopped : stopped;
  }
  return held;
}

/**
 * A lock that keeps every player's creatures of a kind from attacking (Moat, `lock: "attack"`):
 * worth the damage it stops, the life each stopped creature would take from the other player at
 * their life total now (at most 3 a creature, so a lock at 4 life against three attackers is
 * worth its whole game-saving weight to the evaluation), less what it stops of its controller's.
 * The creatures it stops are those the view shows with "can't attack".
 */
export function attackLockWorth(view: PlayerView, p: PlayerId): number {
  const o = otherPlayer(p);
  let worth = 0;
  for (const c of view.battlefield) {
    if (!isCreature(c) || !c.keywords.includes("can't attack") || (c.power ?? 0) <= 0) continue;
    const victim = c.controller === p ? o : p;
    const life = view.players[victim].life;
    const stopped = Math.min(3, lifeValue(life) - lifeValue(life - (c.power ?? 0)));
    worth += c.controller === p ? -stopped : stopped;
  }
  return Math.max(-8, Math.min(8, worth)) + 0.5;
}

/**
 * A permanent that draws every player an extra card each turn (Howling Mine, `favours: "cards"`):
 * worth to its controller `p` how much more use they have for the extra card than the opponent.
 * A card is worth less to a player whose lands an untap lock holds (Stasis, Winter Orb: one
 * untapped source or none, nothing to cast it with), and costs life to one whose hand a hand
 * tax of the other player's punishes (Black Vise: each card over its count is a point of damage
 * at each upkeep; over the next two upkeeps the Mine adds one card, then two: three points). Up
 * to ±3, as evaluate.ts `favourWorth` reads the others.
 */
export function extraCardWorth(view: PlayerView, p: PlayerId): number {
  const locked = view.battlefield.some((c) => cardHints(c.name)?.lock === "untap");
  const use = (who: PlayerId) => {
    let u = 1;
    if (locked && manaOpen(view, who).total <= 1) u -= LOCKED_CARD;
    const life = view.players[who].life;
    for (const c of view.battlefield) {
      const tax = c.controller !== who ? cardHints(c.name)?.handTax : undefined;
      if (tax && view.players[who].handCount + 1 > tax.minus) u -= TAXED_UPKEEPS * tax.times * (lifeValue(life) - lifeValue(life - 1));
    }
    return u;
  };
  return Math.max(-3, Math.min(3, use(p) - use(otherPlayer(p))));
}

/** The points of hand tax the Mine's cards cost over the next two upkeeps (1 + 2). */
const TAXED_UPKEEPS = 3;
/** What an extra card is worth less to a player who can't cast it (its lands held tapped). */
const LOCKED_CARD = 0.7;

/**
 * A permanent under which the opponent's lands, creatures and artifacts enter tapped (Kismet,
 * `lock: "enterTapped"`, CR 614.1c), worth to its controller `p` by what it does, not by its
 * mana value (0.8 + 0.5 a mana made it a 4-mana card cast whenever the mana was free, 2.8 against
 * 1.2 in hand, ahead of the counters and creatures a prison deck needs against a fast deck):
 * - with an untap lock out (Stasis, Winter Orb: CR 502.3, what is tapped stays tapped) or one in
 *   `p`'s hand to come, each land and creature the opponent plays stays tapped: the lock holds
 *   their new cards too (the burn their next land would cast), worth `WITH_LOCK`;
 * - without one, only the mana of each of the opponent's land drops on the turn it enters, which
 *   matters while they have few lands (`TEMPO`), little beyond: less than the card in hand, so it
 *   waits for the lock.
 */
export function enterTappedWorth(view: PlayerView, p: PlayerId): number {
  const isUntapLock = (name: string) => cardHints(name)?.lock === "untap";
  const lock = view.battlefield.some((c) => isUntapLock(c.name)) || (view.players[p].hand ?? []).some((c) => isUntapLock(c.name));
  if (lock) return WITH_LOCK;
  const theirLands = view.battlefield.filter((c) => c.controller === otherPlayer(p) && isLand(c)).length;
  return theirLands < 5 ? TEMPO : TEMPO / 2;
}

/** An enter-tapped lock beside an untap lock (what 0.8 + 0.5 × 4 mana gave Kismet before). */
const WITH_LOCK = 2.8;
/** An enter-tapped lock alone: a mana of the opponent's each land drop, early on. */
const TEMPO = 1;
