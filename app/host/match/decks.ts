/**
 * Which cards a seat plays: a deck of the player's collection (must be `playable`: valid and
 * every card implemented) or one of the benchmark decks in resources/decks/.
 */
import { randomInt } from "node:crypto";
import type { BenchmarkDeck } from "../../shared/contract/match";
import { CollectionError } from "../collection/errors";
import type { CollectionService } from "../collection/service";
import { benchmarkDecks, type PlayDeck } from "../play/decks";
import { MatchError } from "./errors";
import type { PlainDeck } from "./types";

export interface DeckRef {
  deckId?: number;
  benchmark?: string;
}

export interface ResolvedDeck {
  name: string;
  cards: string[];
  /** The deck's sideboard, one entry per copy: the player's cards outside the game (CR 400.11). */
  sideboard?: string[];
  deckId?: number;
}

export class DeckSource {
  private bench: Map<string, PlayDeck> | undefined;

  constructor(
    private readonly resourcesDir: string,
    private readonly collection?: () => CollectionService,
  ) {}

  private benchmarks(): Map<string, PlayDeck> {
    this.bench ??= benchmarkDecks(this.resourcesDir);
    return this.bench;
  }

  listBenchmarks(): BenchmarkDeck[] {
    return [...this.benchmarks()].map(([id, d]) => ({ id, name: d.name, cards: d.cards.length }));
  }

  randomBenchmark(): ResolvedDeck {
    const all = [...this.benchmarks().values()];
    const d = all[randomInt(all.length)]!;
    return { name: d.name, cards: [...d.cards] };
  }

  /** A contract deck reference, or (CLI, tests) a decklist given as is. */
  deckOf(ref: DeckRef | PlainDeck, what: string): ResolvedDeck {
    return "cards" in ref ? { name: ref.name, cards: [...ref.cards], ...(ref.sideboard?.length ? { sideboard: [...ref.sideboard] } : {}) } : this.resolve(ref, what);
  }

  resolve(ref: DeckRef, what = "deck"): ResolvedDeck {
    const given = [ref.deckId !== undefined, ref.benchmark !== undefined].filter(Boolean).length;
    if (given !== 1) throw new MatchError("bad_argument", `The ${what} must name exactly one of a collection deck (deckId) or a benchmark deck (benchmark).`);
    if (ref.benchmark !== undefined) {
      const d = this.benchmarks().get(ref.benchmark);
      if (!d) throw new MatchError("not_found", `There is no benchmark deck "${ref.benchmark}" (there are: ${[...this.benchmarks().keys()].join(", ")}).`);
      return { name: d.name, cards: [...d.cards] };
    }
    if (!this.collection) throw new MatchError("unavailable", "The collection is not available here: use a benchmark deck.");
    try {
      const api = this.collection();
      const deck = api.decks.get(ref.deckId!);
      const check = api.decks.validate(ref.deckId!);
      if (!check.playable) {
        const why = [...check.reasons, ...(check.notImplemented.length ? [`not implemented by the engine yet: ${check.notImplemented.join(", ")}`] : [])];
        throw new MatchError("deck_not_playable", `The deck "${deck.name}" cannot be played: ${why.join("; ") || "it is not valid"}.`);
      }
      const sideboard = deck.sideboard.map((c) => c.name);
      return { name: deck.name, cards: deck.main.map((c) => c.name), ...(sideboard.length ? { sideboard } : {}), deckId: deck.id };
    } catch (e) {
      if (e instanceof CollectionError) throw new MatchError(e.code.toLowerCase(), e.message);
      throw e;
    }
  }
}
