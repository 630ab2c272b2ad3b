/**
 * The deck's plan (app/host/ai/plan.ts) is read from its cards' hints, never from their names:
 * the era decks come out as what they were built for, and the hints it reads (`counters`,
 * `lock`) are derived from the card definitions.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { cardHints } from "../../engine/index";
import { deckPlan } from "../../app/host/ai/plan";
import { resolveDeck } from "../../app/host/play/decks";

const era = (name: string) => deckPlan(resolveDeck(`resources/decks/era/${name}.txt`).cards).kind;

test("counters and lock pieces are derived from the definitions", () => {
  assert.equal(cardHints("Counterspell")?.counters, true);
  assert.equal(cardHints("Mana Drain")?.counters, true);
  assert.equal(cardHints("Lightning Bolt")?.counters, undefined);
  assert.equal(cardHints("Stasis")?.lock, "untap");
  assert.equal(cardHints("Winter Orb")?.lock, "untap");
  assert.equal(cardHints("Kismet")?.lock, "enterTapped");
  assert.equal(cardHints("Armageddon")?.lock, "lands");
  assert.equal(cardHints("Black Vise")?.lock, "tax");
  assert.equal(cardHints("Howling Mine")?.lock, undefined);
  assert.equal(cardHints("Grizzly Bears")?.lock, undefined);
});

test("the era decks' plans: The Deck control, Stasis prison, Channel-Fireball combo, the beatdown decks aggro", () => {
  assert.equal(era("the-deck"), "control");
  assert.equal(era("stasis"), "prison");
  assert.equal(era("channel-fireball"), "combo");
  for (const d of ["zoo", "red-burn", "erhnam-geddon", "mono-black", "troll-disco-era", "workshop-aggro", "white-weenie"]) assert.equal(era(d), "aggro", d);
});

test("a deck of Armageddons among many creatures stays aggro; one of lock pieces and few creatures is a prison", () => {
  const bears = Array.from({ length: 20 }, () => "Grizzly Bears");
  assert.equal(deckPlan([...bears, ...Array.from({ length: 4 }, () => "Armageddon"), ...Array.from({ length: 20 }, () => "Forest")]).kind, "aggro");
  assert.equal(deckPlan([...Array.from({ length: 4 }, () => "Stasis"), ...Array.from({ length: 4 }, () => "Kismet"), ...Array.from({ length: 30 }, () => "Island")]).kind, "prison");
  assert.equal(deckPlan([]).kind, "aggro");
});
