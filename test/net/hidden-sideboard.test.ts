/**
 * Sideboards in network matches (CR 400.11, Ring of Ma'rûf), through the real PeerSession and
 * hidden-card code over a memory transport: each side commits its sideboard, hidden, with its deck
 * (sealed entries in an order only it knows; the size is public); the Ring puts a card from it into
 * its owner's hand, named in that copy alone until it is cast; the audit shows the sideboard and
 * checks it. A modified client that casts a card its committed sideboard does not hold is refused
 * at once; one whose sideboard shown at the audit is not the one committed, or is illegal with its
 * deck, is named by the audit; a malformed sideboard announcement is refused with the reason.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { legalActionList, serialize, UNKNOWN_CARD, type Action, type GameState } from "../../engine/index";
import { engineRules } from "../../app/host/net/engine-rules";
import { engineHiddenGame } from "../../app/host/net/hidden/play";
import type { HiddenGameSetup } from "../../app/host/net/game-rules";
import type { AuditSecrets } from "../../app/host/net/hidden/side";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession, type PeerSessionOptions } from "../../app/host/net/peer-session";
import { decodeMessage, verifyMessage } from "../../app/host/net/protocol";
import { deckProblems } from "../../app/host/match/deck-check";
import type { Identity } from "../../app/host/net/identity";
import { assertForfeit, endsClean, inStep, newIdentity, stopReason, waitFor } from "./helpers";
import { DelegatingHiddenGame } from "./delegating-game";

type Session = PeerSession<GameState, Action>;
type Out = { type: "hidden" | "action"; body: unknown; postHash?: string };

const RING_DECK = [...Array(12).fill("Ring of Ma'rûf"), ...Array(28).fill("Mountain")] as string[];
const FOREST_DECK = Array(40).fill("Forest") as string[];
const SIDEBOARD = ["Shivan Dragon", "Lightning Bolt", "Disenchant"];

/** A modified client: the engine's hidden game with what it signs, or shows at the audit, rewritten. */
class Cheating extends DelegatingHiddenGame {
  constructor(setup: HiddenGameSetup, private readonly cheat: { take?: (o: Out) => Out; secrets?: (s: AuditSecrets) => unknown }) {
    super(setup);
  }
  override take(): Out[] {
    const out = this.inner.take();
    return this.cheat.take ? out.map((o) => this.cheat.take!(structuredClone(o))) : out;
  }
  override secrets(): unknown {
    const s = this.inner.secrets() as AuditSecrets;
    return this.cheat.secrets ? this.cheat.secrets(structuredClone(s)) : s;
  }
}

function session(o: { identity?: Identity; role: "host" | "guest"; deck: string[]; sideboard?: string[]; hidden?: PeerSessionOptions<GameState, Action>["hidden"]; extra?: Partial<PeerSessionOptions<GameState, Action>> }): Session {
  return new PeerSession<GameState, Action>({
    identity: o.identity ?? newIdentity(), role: o.role, rules: engineRules, hidden: o.hidden ?? engineHiddenGame,
    local: { name: o.role === "host" ? "Alice" : "Bob", app: "0.1.0", cards: "test", deck: o.deck, ...(o.sideboard ? { sideboard: o.sideboard } : {}) },
    ackDelayMs: 0, retransmitMs: 500, ...o.extra,
  });
}

const settled = inStep;

/**
 * Drives both sides: the Ring side (host, A) plays its lands and a Ring, activates it in its upkeep
 * with five Mountains while its whole sideboard is outside the game, takes `want`, and casts it at
 * the other player; the other side plays lands and passes. `watch` runs before each of B's moves.
 */
function drive(ring: Session, other: Session, want: string, watch: () => void): { failure: () => unknown } {
  let failure: unknown = null;
  const act = (s: Session) => () =>
    setImmediate(() => {
      try {
        const st = s.state;
        if (failure || !st || s.status !== "playing" || s.toAct !== s.seat) return;
        if (s === other) watch();
        const me = s.seat!;
        const legal = legalActionList(st, me).filter((x) => x.type !== "concede" && x.type !== "mulligan");
        const pick = (f: (x: Action) => boolean) => legal.find(f);
        const d = st.decision;
        let action: Action | undefined;
        if (s === ring && d?.kind === "choose" && d.choice.type === "option" && d.choice.outside) {
          action = { type: "choose", player: me, value: d.choice.options.indexOf(want) + 1 };
        } else if (s === ring && !d) {
          const on = (name: string) => st.battlefield.filter((id) => st.objects[id]!.name === name);
          const taken = st.players[me].hand.find((id) => st.objects[id]!.name === want);
          if (taken) action = pick((x) => x.type === "cast" && x.card === taken && JSON.stringify(x.targets) === JSON.stringify([other.seat]));
          const ringUp = on("Ring of Ma'rûf").find((id) => !st.objects[id]!.tapped);
          const untapped = on("Mountain").filter((id) => !st.objects[id]!.tapped).length;
          if (!action && ringUp && st.turn.active === me && st.turn.step === "upkeep" && untapped >= 5 && st.players[me].sideboard?.length === SIDEBOARD.length && !st.stack.length) {
            action = pick((x) => x.type === "activate" && x.card === ringUp);
          }
          action ??= pick((x) => x.type === "play");
          action ??= !on("Ring of Ma'rûf").length ? pick((x) => x.type === "cast") : undefined;
        } else if (!d) action = pick((x) => x.type === "play");
        action ??= pick((x) => x.type === "keep") ?? pick((x) => x.type === "pass") ?? legal[0]!;
        const r = s.submit(action);
        assert.ok(r.ok, !r.ok ? r.rejection.message : "");
      } catch (e) {
        failure ??= e;
      }
    });
  for (const s of [ring, other]) (s.on("ready", act(s)), s.on("state", act(s)));
  return { failure: () => failure };
}

test("network sideboards: the Ring takes a card from the committed sideboard; the opponent's program knows only an anonymous card until it is cast; the hashes agree and both audits are clean", async () => {
  const host = session({ role: "host", deck: RING_DECK, sideboard: SIDEBOARD });
  const guest = session({ role: "guest", deck: FOREST_DECK });
  const [a, b] = memoryPair();
  host.attach(a);
  guest.attach(b);
  let hiddenChecks = 0;
  let bolt: number | null = null;
  const run = drive(host, guest, "Lightning Bolt", () => {
    const mine = host.state!, theirs = guest.state!;
    const taken = Object.values(mine.objects).find((o) => o.name === "Lightning Bolt");
    if (taken) bolt = taken.card;
    const text = serialize(theirs) + guest.log.entries().map((e) => (e.kind === "message" ? Buffer.from(e.frame).toString("latin1") : "")).join("");
    assert.ok(!text.includes("Shivan Dragon") && !text.includes("Disenchant"), "the cards left outside the game are never named to the guest");
    if (taken && taken.zone === "hand") {
      hiddenChecks++;
      assert.equal(theirs.cards[taken.card]!.name, UNKNOWN_CARD, "the guest's copy holds an anonymous card");
      assert.ok(!text.includes("Lightning Bolt"), "nothing the guest holds or received names it before it is cast");
      assert.deepEqual(theirs.players.A.sideboard, [UNKNOWN_CARD, UNKNOWN_CARD], "the guest knows two cards are left outside the game, not which");
    }
  });
  await waitFor([host, guest], () => !!run.failure() || (!!guest.state && guest.state.players.B.life === 17 && guest.state.stack.length === 0 && settled(host, guest)), 240_000, "the Bolt from outside the game cast and resolved");
  if (run.failure()) throw run.failure();
  assert.ok(hiddenChecks > 0, "the card was in the host's hand, hidden from the guest, for a while");
  assert.equal(guest.state!.cards[bolt!]!.name, "Lightning Bolt", "the guest's copy knows it once cast");
  const received = guest.log.entries().map((e) => (e.kind === "message" ? Buffer.from(e.frame).toString("latin1") : "")).join("");
  assert.ok(received.includes("Lightning Bolt"), "the guest's log holds the name once it was shown (so the checks above could see one)");
  assert.deepEqual(host.state!.players.A.sideboard?.length, 2);
  await endsClean(host, guest);
});

test("network sideboards: a program that casts a card its committed sideboard does not hold is refused at once, and the signed message names it", async () => {
  const cheaterId = newIdentity();
  // The cheater's copy took Lightning Bolt; it says the card it casts is Fireball.
  const cheater = session({ identity: cheaterId, role: "host", deck: RING_DECK, sideboard: SIDEBOARD, hidden: (setup) => new Cheating(setup, {
    take: (o) => {
      const body = o.body as { reveals?: { name: string }[] };
      if (o.type === "action") for (const r of body.reveals ?? []) if (r.name === "Lightning Bolt") r.name = "Fireball";
      return o;
    },
  }) });
  const honest = session({ role: "guest", deck: FOREST_DECK });
  const [a, b] = memoryPair();
  cheater.attach(a);
  honest.attach(b);
  const run = drive(cheater, honest, "Lightning Bolt", () => {});
  await waitFor([cheater, honest], () => !!run.failure() || !!stopReason(honest), 240_000, "the honest side stops the cheater");
  if (run.failure()) throw run.failure();
  const incident = stopReason(honest)!;
  assertForfeit(honest);
  assert.equal(incident.code, "cheated", incident.message);
  assert.match(incident.message, /Fireball.*Lightning Bolt.*not in its sideboard/);
  const evidence = honest.log.entries().filter((e) => e.kind === "evidence" && e.code === "cheated");
  const proof = decodeMessage(evidence.at(-1)!.frame, Infinity);
  assert.ok(verifyMessage(proof) && proof.payload.author === cheaterId.publicKey, "the evidence is the cheater's signed message");
  assert.equal(honest.state!.players.B.life, 20, "the card was not cast in the honest copy");
  cheater.close();
  honest.close();
});

/** A match whose honest side concedes once it is on; resolves when the honest side's audit is in. */
async function concededMatch(o: { cheaterDeck: string[]; cheaterSideboard: string[]; honestDeck: string[]; cheat?: ConstructorParameters<typeof Cheating>[1] }) {
  const cheaterId = newIdentity();
  // The cheater skips its own deck check (a modified client); the honest side checks decks at the audit.
  const cheater = session({ identity: cheaterId, role: "guest", deck: o.cheaterDeck, sideboard: o.cheaterSideboard, hidden: (setup) => new Cheating(setup, o.cheat ?? {}) });
  const honest = session({ role: "host", deck: o.honestDeck, extra: { checkDeck: deckProblems } });
  const [a, b] = memoryPair();
  honest.attach(a);
  cheater.attach(b);
  await waitFor([honest, cheater], () => honest.status === "playing" && cheater.status === "playing" && settled(honest, cheater), 60_000, "both playing");
  honest.concede();
  await waitFor([honest, cheater], () => honest.audit !== null, 30_000, "the honest side's audit");
  return { honest, cheater, cheaterId, audit: honest.audit!, close: () => (honest.close(), cheater.close()) };
}

const LEGAL_RED = [...Array(4).fill("Lightning Bolt"), ...Array(56).fill("Mountain")] as string[];
const LEGAL_GREEN = Array(60).fill("Forest") as string[];

test("network sideboards: the audit names a program whose sideboard shown at the end is not the one it committed to with its deck", async () => {
  const m = await concededMatch({
    cheaterDeck: LEGAL_RED, cheaterSideboard: ["Shivan Dragon", "Disenchant"], honestDeck: LEGAL_GREEN,
    cheat: { secrets: (s) => ({ ...s, side: { ...s.side!, names: s.side!.names.map((n) => (n === "Shivan Dragon" ? "Black Lotus" : n)) } }) },
  });
  assert.ok(!m.audit.clean && m.audit.cheater === m.cheater.seat && m.audit.code === "deck-mismatch", JSON.stringify(m.audit));
  assert.match(m.audit.clean ? "" : m.audit.message, /sideboard shown at the audit is not the one committed to with the deck/);
  assert.equal(m.honest.finalResult?.winner, m.honest.seat, "the cheater loses the match after the fact");
  assert.equal(m.honest.finalResult?.reason, "cheated (audit)");
  m.close();
});

test("network sideboards: the audit checks the sideboard with the deck (a fifth Lightning Bolt in it is named), and one no program announced cannot be shown", async () => {
  const legal = await concededMatch({ cheaterDeck: LEGAL_RED, cheaterSideboard: ["Shivan Dragon", "Disenchant"], honestDeck: LEGAL_GREEN });
  assert.deepEqual(legal.audit, { clean: true }, "a legal sideboard: clean");
  legal.close();
  const m = await concededMatch({ cheaterDeck: LEGAL_RED, cheaterSideboard: ["Lightning Bolt"], honestDeck: LEGAL_GREEN });
  assert.ok(!m.audit.clean && m.audit.cheater === m.cheater.seat && m.audit.code === "deck-mismatch", JSON.stringify(m.audit));
  assert.match(m.audit.clean ? "" : m.audit.message, /not legal: Lightning Bolt: 5 copies/);
  m.close();
  // A program that announced no sideboard and shows one at the audit (to claim a card it took).
  const n = await concededMatch({ cheaterDeck: LEGAL_RED, cheaterSideboard: [], honestDeck: LEGAL_GREEN, cheat: { secrets: (s) => ({ ...s, side: s.deck && { names: ["Black Lotus"], seeds: [s.deck.seeds[0]!], salt: "00" } }) } });
  assert.ok(!n.audit.clean && n.audit.cheater === n.cheater.seat, JSON.stringify(n.audit));
  assert.match(n.audit.clean ? "" : n.audit.message, /none was committed to with the deck/);
  n.close();
});

for (const [what, change, reason] of [
  ["a commitment that is not a hash", (side: { commitment: string; payloads: string[] }, _deck: string[]) => ({ ...side, commitment: "not a hash" }), /Malformed hidden-card message: side\.commitment must be the sideboard's salted hash/],
  ["sixteen sealed cards", (side: { commitment: string; payloads: string[] }, deck: string[]) => ({ ...side, payloads: deck.slice(0, 16) }), /Malformed hidden-card message: the sideboard announcement has 16 sealed cards; a sideboard holds at most 15 \(CR 100\.4a\)/],
  ["a sealed card that is not one", (side: { commitment: string; payloads: string[] }, _deck: string[]) => ({ ...side, payloads: ["zz", ...side.payloads.slice(1)] }), /Malformed hidden-card message: side\.payloads\[0\] is not a sealed card/],
] as const) {
  test(`network sideboards: a sideboard announcement with ${what} is refused with the reason, and the signed message names its sender`, async () => {
    const cheaterId = newIdentity();
    const cheater = session({ identity: cheaterId, role: "guest", deck: RING_DECK, sideboard: SIDEBOARD, hidden: (setup) => new Cheating(setup, {
      take: (o) => {
        const body = o.body as { t?: string; side?: { commitment: string; payloads: string[] }; deck?: { payloads: string[] } };
        return o.type === "hidden" && body.t === "hello" ? { ...o, body: { ...body, side: change(body.side!, body.deck!.payloads) } } : o;
      },
    }) });
    const honest = session({ role: "host", deck: FOREST_DECK });
    const [a, b] = memoryPair();
    honest.attach(a);
    cheater.attach(b);
    await waitFor([honest, cheater], () => !!stopReason(honest), 30_000, "the honest side refuses the announcement");
    const incident = stopReason(honest)!;
    assert.equal(incident.code, "bad-body", incident.message);
    assert.match(incident.message, reason);
    assert.equal(honest.state, null, "no game was dealt");
    const evidence = honest.log.entries().filter((e) => e.kind === "evidence");
    const proof = decodeMessage(evidence.at(-1)!.frame, Infinity);
    assert.ok(verifyMessage(proof) && proof.payload.author === cheaterId.publicKey, "the evidence is the sender's signed announcement");
    honest.close();
    cheater.close();
  });
}
