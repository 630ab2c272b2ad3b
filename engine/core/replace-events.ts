/**
 * W11b: replacement effects on events other than damage (CR 614.1a, 614.11): drawing a card
 * (Chains of Mephistopheles) and discarding a card (Library of Leng). They come from player rules
 * (cards/types.ts `PlayerRuleDef`), so only games holding such cards look for them (player-rules.ts).
 */
import type { PlayerId } from "../types";
import type { Game } from "./game";
import type { Shield } from "./state";
import { rulesFor } from "./player-rules";

/**
 * CR 614.11, 121.6: a draw replacement applies to one draw of one card. `firstInDrawStep`: this is the
 * first card the player draws in their draw step (CR 504.1). `applied`: the sources whose replacement
 * already applied to this draw (CR 614.5: a replacement effect doesn't apply twice to one event; the
 * draw that Chains' replacement makes is modified by other Chains only, ruling 2004-10-04).
 * Returns true when the draw was replaced (the caller then draws nothing).
 */
export function replaceDraw(g: Game, p: PlayerId, firstInDrawStep: boolean, applied: readonly string[] = []): boolean {
  if (skipDrawInDrawStep(g, p, applied)) return true;
  if (g.state.shields.length && (fromOutsideInsteadOfDrawing(g, p) || lookInsteadOfDrawing(g, p, firstInDrawStep, applied))) return true;
  const rules = rulesFor(g, p, "drawReplacement").filter((r) => !applied.includes(r.source.id) && !(r.rule.drawReplacement!.exceptFirstInDrawStep && firstInDrawStep));
  if (!rules.length) return false;
  // CR 616.1: the affected player chooses which applies first; the Chains' effects are identical, so
  // the order can't change the outcome and nothing is asked.
  const r = rules[0]!;
  const pl = g.player(p);
  g.emit("replace", `${r.source.name} replaces ${pl.name}'s draw`, { player: p, source: r.source.id });
  if (pl.hand.length > 0) {
    // "That player discards a card instead. If the player discards a card this way, they draw a card."
    const hand = [...pl.hand];
    const a = hand.length === 1 ? { cards: hand } : g.ask(p, "Discard a card (Chains of Mephistopheles)", { type: "cards", from: hand, min: 1, max: 1 }, r.source.id);
    const id = a.cards?.[0] && hand.includes(a.cards[0]) ? a.cards[0] : hand[0]!;
    g.discard(p, id, { cause: r.controller }); // the Chains' ability makes the player discard
    if (!replaceDraw(g, p, false, [...applied, r.source.id])) g.drawOne(p);
  } else {
    // "If the player doesn't discard a card this way, they mill a card" (CR 701.17): no draw at all.
    g.mill(p, 1);
  }
  return true;
}

/**
 * CR 614.11, 400.11 (Ring of Ma'rûf): "The next time you would draw a card this turn, instead put a
 * card you own from outside the game into your hand." A one-shot shield (`next_draw_outside`), used up
 * by the draw it replaces even when the player has no card outside the game (their sideboard, which
 * they look at: CR 400.11a); they choose the card (`option`: the sideboard's names, each once), asked
 * only when there are two different ones. It applies before Aladdin's Lamp's (not asked, CR 616.1).
 */
function fromOutsideInsteadOfDrawing(g: Game, p: PlayerId): boolean {
  let s: Shield | undefined;
  for (const x of g.state.shields) if (x.kind === "next_draw_outside" && x.affects === p && (!s || x.timestamp < s.timestamp)) s = x;
  if (!s) return false;
  const side = g.player(p).sideboard ?? [];
  // A network copy (`external`) offers every entry in the owner's committed order, whose names the
  // other copy does not know: both copies ask the same question (from two entries) and take the
  // entry at the position answered; locally, each name once.
  const entries = g.state.external !== undefined;
  const options = entries ? [...side] : [...new Set(side)];
  let at = options.length ? 0 : -1;
  if (options.length > 1) {
    const v = g.ask(p, `${s.sourceName}: choose a card you own from outside the game (your sideboard) to put into your hand instead of drawing`, { type: "option", options, outside: true }, s.source).value;
    at = typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= options.length ? v - 1 : 0;
  }
  g.removeShield(s.id);
  g.emit("replace", `${s.sourceName} replaces ${g.player(p).name}'s draw`, { player: p, source: s.source });
  if (at >= 0) g.putFromOutside(p, options[at]!, entries ? at : undefined);
  return true;
}

/**
 * CR 614.11 (Aladdin's Lamp): "The next time you would draw a card this turn, instead look at the top
 * X cards of your library, put all but one of them on the bottom of your library in a random order,
 * then draw a card." A one-shot shield (`next_draw_look`), used up by the draw it replaces, also when
 * the library is empty (CR 121.6a). The oldest applies first; its own draw is a new event that another
 * such effect (ruling 2004-10-04: "the second one will end up replacing the card being drawn with the
 * first one") or Chains of Mephistopheles may replace. Not asked: the order against other kinds of
 * draw replacement (CR 616.1), this one applies before Chains. The player names the card kept on top
 * (`cards`, one card), asked only when more than one card is looked at.
 */
function lookInsteadOfDrawing(g: Game, p: PlayerId, firstInDrawStep: boolean, applied: readonly string[]): boolean {
  let s: Shield | undefined;
  for (const x of g.state.shields) if (x.kind === "next_draw_look" && x.affects === p && (!s || x.timestamp < s.timestamp)) s = x;
  if (!s) return false;
  const looked = g.player(p).library.slice(0, Math.max(0, s.amount ?? 0));
  let keep = looked[0];
  if (looked.length > 1) {
    g.lookAt(p, looked);
    const a = g.ask(p, `${s.sourceName}: choose the card to keep on top of your library (the others go to the bottom in a random order), then draw it`, { type: "cards", from: looked, min: 1, max: 1 }, s.source);
    keep = a.cards?.[0] && looked.includes(a.cards[0]) ? a.cards[0] : looked[0];
  }
  g.removeShield(s.id);
  g.emit("replace", `${s.sourceName} replaces ${g.player(p).name}'s draw: looks at the top ${looked.length} card${looked.length === 1 ? "" : "s"}`, { player: p, source: s.source });
  const rest = looked.filter((id) => id !== keep);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = g.random(i + 1); // "in a random order"
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  for (const id of rest) g.move(id, "library", { bottom: true });
  if (!replaceDraw(g, p, firstInDrawStep, applied)) g.drawOne(p);
  return true;
}

/**
 * CR 614.1a (Library of Leng): where a card discarded by an effect goes: "library" when the player
 * chooses to put it on top of their library instead of into the graveyard (asked per card, ruling
 * 2004-10-04), else "graveyard".
 */
export function discardDestination(g: Game, p: PlayerId, id: string): "library" | "graveyard" {
  const rules = rulesFor(g, p, "mayDiscardToLibraryTop");
  if (!rules.length) return "graveyard";
  const o = g.obj(id)!;
  const a = g.ask(p, `Put ${o.name} on top of your library instead of into your graveyard (${rules[0]!.source.name})?`, { type: "yesno" }, rules[0]!.source.id);
  return a.value === true ? "library" : "graveyard";
}

/**
 * CR 614.1a (Lich): "if you would gain life, draw that many cards instead". Several such effects
 * replace the one event once (ruling 2004-10-04: one card per life however many Liches).
 * Returns true when the life gain was replaced.
 */
export function lifeGainReplaced(g: Game, p: PlayerId, n: number): boolean {
  const rules = rulesFor(g, p, "lifeGainDrawsInstead");
  if (!rules.length) return false;
  g.emit("replace", `${rules[0]!.source.name}: ${g.player(p).name} draws ${n} card${n === 1 ? "" : "s"} instead of gaining ${n} life`, { player: p, source: rules[0]!.source.id });
  g.draw(p, n);
  return true;
}

/** CR 614.1b, 614.10 (Fasting): whether `p` skips the draw step that would begin now (asked yes/no). */
export function skipDrawStep(g: Game, p: PlayerId): boolean {
  const rules = rulesFor(g, p, "maySkipDrawStep");
  if (!rules.length) return false;
  const r = rules[0]!;
  const a = g.ask(p, `Skip your draw step (${r.source.name})?`, { type: "yesno" }, r.source.id);
  if (a.value !== true) return false;
  g.emit("skip", `${g.player(p).name} skips their draw step`, { step: "draw", player: p });
  const life = r.rule.maySkipDrawStep!.gainLife;
  if (life) g.gainLife(p, life);
  return true;
}

/**
 * CR 614.1b, 614.10 (Time Vault): "if you would begin your turn while this is tapped, you may skip that
 * turn instead. If you do, untap this." True if `p` skips the turn (the source is untapped).
 */
export function skipTurn(g: Game, p: PlayerId): boolean {
  const r = rulesFor(g, p, "maySkipTurnUntappingSelf").find((x) => x.source.zone === "battlefield" && x.source.tapped);
  if (!r) return false;
  const a = g.ask(p, `Skip this turn and untap ${r.source.name}?`, { type: "yesno" }, r.source.id);
  if (a.value !== true) return false;
  g.emit("replace", `${g.player(p).name} skips a turn (${r.source.name})`, { player: p, source: r.source.id });
  g.untap(r.source.id);
  return true;
}

/**
 * CR 614.1a (Island Sanctuary): "if you would draw a card during your draw step, instead you may skip
 * that draw. If you do, until your next turn, you can't be attacked except by creatures with flying
 * and/or islandwalk." Asked yes/no for each draw in the player's own draw step.
 */
function skipDrawInDrawStep(g: Game, p: PlayerId, applied: readonly string[]): boolean {
  const s = g.state;
  if (s.turn.step !== "draw" || s.turn.active !== p) return false;
  const r = rulesFor(g, p, "maySkipDrawStepDraw").find((x) => !applied.includes(x.source.id));
  if (!r) return false;
  const a = g.ask(p, `Skip this draw (${r.source.name})?`, { type: "yesno" }, r.source.id);
  if (a.value !== true) return false;
  g.emit("replace", `${g.player(p).name} skips a draw (${r.source.name})`, { player: p, source: r.source.id });
  g.addRuleEffect({ id: r.source.id, controller: p }, "attacked_only_by_flying_or_islandwalk", { until: "next_untap", player: p });
  return true;
}
