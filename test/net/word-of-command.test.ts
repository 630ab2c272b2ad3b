/**
 * Word of Command (CR 723: controlling another player) in a network match with hidden hands and
 * libraries, through the real PeerSession and hidden-card code over a memory transport: the
 * caster's program is shown the opponent's hand (to it alone) and makes the controlled player's
 * decisions: the action it signs carries its own seat, and the controlled player's program checks
 * that it was entitled to make it. The controlled player's program signs nothing while controlled,
 * and a choice forged by it in the caster's place is refused.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { legalActionList, type Action, type GameState, type PlayerId } from "../../engine/index";
import { engineRules } from "../../app/host/net/engine-rules";
import { engineHiddenGame } from "../../app/host/net/hidden/play";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession } from "../../app/host/net/peer-session";
import { encodeMessage } from "../../app/host/net/protocol";
import type { Identity } from "../../app/host/net/identity";
import { assertForfeit, endsClean, inStep, newIdentity, stopReason, waitFor } from "./helpers";

type Session = PeerSession<GameState, Action>;

const CASTER = [...Array(20).fill("Word of Command"), ...Array(20).fill("Swamp")] as string[];
const VICTIM = [...Array(30).fill("Lightning Bolt"), ...Array(10).fill("Mountain")] as string[];

function session(identity: Identity, role: "host" | "guest", cards: string[]): Session {
  return new PeerSession<GameState, Action>({
    identity, role, rules: engineRules, hidden: engineHiddenGame,
    local: { name: role, app: "0.1.0", cards: "test", deck: cards }, ackDelayMs: 0,
  });
}

/** The decision the caster makes for the controlled player: how their chosen card is cast. */
const controlled = (st: GameState | null) => st?.decision?.kind === "choose" && st.decision.choice.type === "play" ? st.decision : null;

type Ids = { caster: Identity; victim: Identity };

/**
 * Plays a match between the host (CASTER) and the guest (`victimDeck`): the host casts Word of
 * Command at the guest when `commandNow` says so and chooses `fromHand` from the guest's hand (the
 * first option otherwise); both play lands and pass. When `stopAt` holds in both copies, in step,
 * `atStop` runs; returning true (or anything, with `once`) ends the play there.
 */
async function playUntil(o: {
  victimDeck: string[];
  stopAt: (st: GameState | null) => unknown;
  atStop: (caster: Session, victim: Session, ids: Ids) => boolean | void;
  once?: boolean;
  commandNow: (st: GameState, victim: PlayerId) => boolean;
  fromHand?: string;
  what: string;
}) {
  const ids = { caster: newIdentity(), victim: newIdentity() };
  const caster = session(ids.caster, "host", CASTER);
  const victim = session(ids.victim, "guest", o.victimDeck);
  const [a, b] = memoryPair();
  caster.attach(a);
  victim.attach(b);
  let failure: unknown = null;
  let stop = false;
  const act = (s: Session) => () => setImmediate(() => {
    try {
      const st = s.state;
      if (failure || stop || !st || st.outcome) return;
      if (o.stopAt(st)) {
        // Both copies in step at that decision: the check, before anyone answers it.
        if (!(inStep(caster, victim) && o.stopAt(caster.state) && o.stopAt(victim.state))) return void setTimeout(act(s), 10);
        if (o.once) stop = true;
        if (o.atStop(caster, victim, ids) || stop) return void (stop = true);
      }
      if (s.toAct !== s.seat) return;
      const options = legalActionList(st, s.seat).filter((x) => x.type !== "concede");
      const pick = (f: (x: Action) => boolean) => options.find(f);
      const named = (id: string | undefined, name: string) => !!id && st.objects[id]?.name === name;
      let action: Action | undefined;
      if (st.decision?.kind === "mulligan") action = pick((x) => x.type === "keep");
      else if (st.decision?.kind === "choose" && st.decision.choice.type === "cards" && o.fromHand) action = pick((x) => x.type === "choose" && named(x.cards?.[0], o.fromHand!)) ?? options[0];
      else if (st.decision) action = options[0];
      else if (s === caster) {
        if (o.commandNow(st, victim.seat!)) action = pick((x) => x.type === "cast" && named(x.card, "Word of Command"));
        action ??= pick((x) => x.type === "play");
      } else action = pick((x) => x.type === "play");
      action ??= pick((x) => x.type === "pass") ?? options[0]!;
      const r = s.submit(action);
      assert.ok(r.ok, !r.ok ? r.rejection.message : "");
    } catch (e) { failure ??= e; }
  });
  for (const s of [caster, victim]) (s.on("ready", act(s)), s.on("state", act(s)));
  await waitFor([caster, victim], () => !!failure || stop, 120_000, o.what);
  if (failure) throw failure;
  return { caster, victim };
}

/** The host commands the guest (a deck of Bolts) whenever it can; `atControl` runs at the controlled cast. */
const play = (atControl: (caster: Session, victim: Session, ids: Ids) => boolean | void) =>
  playUntil({ victimDeck: VICTIM, stopAt: controlled, atStop: atControl, commandNow: (st, v) => !st.stack.length && st.players[v].hand.length > 0, what: "the guest controlled by the host" });

test("network Word of Command: the caster alone is shown the hand, makes the controlled player's choice, and the other program accepts it", async () => {
  let checked = 0;
  let sawHand = false;
  const { caster, victim } = await play((c, v) => {
    const cs = c.state!;
    const vs = v.state!;
    const d = controlled(cs)!;
    // The decision is the guest's, made by the host: only the host's program may act.
    assert.equal(d.player, v.seat);
    assert.equal(d.by, c.seat);
    assert.equal(c.toAct, c.seat);
    assert.equal(v.toAct, c.seat);
    // CR 723.4: the caster's copy knows the controlled hand (it was shown to it alone as it looked).
    const hand = cs.players[v.seat!].hand;
    assert.ok(hand.length > 0 && hand.every((id) => cs.objects[id]!.name !== ""), "the caster's copy knows the hand it chose from");
    assert.ok(cs.objects[d.choice.type === "play" ? d.choice.card : ""]!.name === "Lightning Bolt");
    sawHand = true;
    // The controlled player's program refuses to act: it signs nothing it did not choose.
    const own = legalActionList(vs, v.seat!);
    assert.equal(own.length, 0, "nothing is offered to the controlled player");
    const tried = v.submit({ type: "cast", player: v.seat!, card: d.choice.type === "play" ? d.choice.card : "", targets: [c.seat!] });
    assert.equal(tried.ok, false, "the controlled player's own cast is refused");
    // The host answers for the guest: its action carries the host's seat; the guest's program accepts it.
    const answer = legalActionList(cs, c.seat!).find((x) => x.type === "cast" && x.targets?.[0] === v.seat);
    assert.ok(answer && answer.player === c.seat, "the caster is offered the guest's cast, as its own action");
    const r = c.submit(answer);
    assert.ok(r.ok, !r.ok ? r.rejection.message : "");
    checked++;
    return true;
  });
  assert.ok(sawHand && checked === 1);
  await waitFor([caster, victim], () => caster.heads.theirs === victim.heads.mine && victim.heads.theirs === caster.heads.mine && !controlled(victim.state), 20_000, "the answer delivered");
  const bolt = victim.state!.stack.find((i) => i.name === "Lightning Bolt");
  assert.ok(bolt, "the guest's copy cast the Bolt the host chose");
  assert.equal(bolt.controller, victim.seat, "the Bolt is the guest's spell");
  assert.deepEqual(bolt.targets, [victim.seat]);
  await endsClean(caster, victim);
});

test("network Word of Command: a choice forged by the controlled player in the caster's place is refused (out-of-turn)", async () => {
  const { caster, victim } = await play((c, v, ids) => {
    const d = controlled(c.state)!;
    const card = d.choice.type === "play" ? d.choice.card : "";
    // A modified client signs, with its own key, the next link of its chain: the controlled
    // player's cast of the chosen card, as if it were entitled to choose.
    const head = v.log.head("out")!;
    const frame = encodeMessage(ids.victim, {
      gameId: c.gameId, seq: head.seq + 1, prev: head.id, ack: v.heads.theirs, type: "action",
      body: { action: { type: "cast", player: v.seat, card, targets: [c.seat] }, reveals: [] }, postHash: c.stateHash!,
    }).frame;
    const before = c.stateHash;
    c.receive(frame);
    const incident = stopReason(c);
    assert.ok(incident, "the caster's program stopped the forged choice");
    assert.equal(incident.code, "out-of-turn", incident.message);
    assertForfeit(c);
    assert.equal(c.stateHash, before, "the forged choice changed nothing");
    return true;
  });
  caster.close();
  victim.close();
});

/** The search the caster makes for the controlled player (Demonic Tutor cast under Word of Command). */
const searching = (st: GameState | null) => (st?.decision?.kind === "choose" && st.decision.choice.type === "cards" && st.decision.choice.search && st.decision.by ? st.decision : null);

const TUTORS = [...Array(16).fill("Demonic Tutor"), ...Array(4).fill("Lightning Bolt"), ...Array(20).fill("Swamp")] as string[];
/** Untamed Wilds (search for a basic land card) among Bolts: a Bolt in the library is a card the search may not find. */
const WILDS = [...Array(14).fill("Untamed Wilds"), ...Array(6).fill("Lightning Bolt"), ...Array(20).fill("Forest")] as string[];

/**
 * Plays until the host, having made the guest cast a search (`spell`, `mana` lands untapped) with
 * Word of Command, chooses the card the guest's search finds (CR 723.5); `atSearch` runs there,
 * both copies in step.
 */
const playToSearch = (atSearch: (caster: Session, victim: Session, ids: Ids) => void, { deck = TUTORS, spell = "Demonic Tutor", mana = 2 } = {}) =>
  playUntil({
    victimDeck: deck, stopAt: searching, atStop: atSearch, once: true, fromHand: spell, what: `the host choosing for the guest's ${spell}`,
    // Word of Command when the guest can pay for the spell.
    commandNow: (st, v) => !st.stack.length && st.players[v].hand.length > 0 && Object.values(st.objects).filter((o) => o.zone === "battlefield" && o.controller === v && !o.tapped).length >= mana,
  });

test("network Word of Command and a search: the caster is shown the controlled player's library, chooses the card, and both copies agree", async () => {
  let chosen = "";
  let chosenName = "";
  let inHandBefore = 0;
  /** Cards of that name in the guest's hand, in a copy (a card changing zones is a new object, CR 400.7). */
  const named = (st: GameState, seat: PlayerId, name: string) => st.players[seat].hand.filter((id) => st.objects[id]!.name === name).length;
  const { caster, victim } = await playToSearch((c, v) => {
    const cs = c.state!;
    const d = searching(cs)!;
    assert.equal(d.player, v.seat);
    assert.equal(d.by, c.seat);
    assert.equal(c.toAct, c.seat, "the caster's program makes the choice");
    assert.equal(v.toAct, c.seat, "the guest's program waits for it");
    // CR 723.4, 723.5: the caster's copy knows every card of the library it searches for the guest.
    const library = cs.players[v.seat!].library;
    assert.ok(library.length > 0 && library.every((id) => cs.objects[id]!.name !== ""), "the caster's copy knows the library it chooses from");
    // The guest's program may not answer its own search while controlled.
    assert.equal(legalActionList(v.state!, v.seat!).length, 0, "nothing is offered to the controlled player");
    // A Bolt when one is left in the library (the game is random: all four may be drawn already), else any card offered.
    const offered = legalActionList(cs, c.seat!).filter((x) => x.type === "choose" && x.cards?.length === 1);
    const answer = offered.find((x) => x.type === "choose" && cs.objects[x.cards![0]!]?.name === "Lightning Bolt") ?? offered[0];
    assert.ok(answer && answer.type === "choose", "the caster is offered a card of the guest's library");
    assert.ok(answer.cards!.every((id) => library.includes(id)), "what is offered is in the library searched");
    chosen = answer.cards![0]!;
    chosenName = cs.objects[chosen]!.name;
    inHandBefore = named(v.state!, v.seat!, chosenName);
    const r = c.submit(answer);
    assert.ok(r.ok, !r.ok ? r.rejection.message : "");
  });
  await waitFor([caster, victim], () => inStep(caster, victim) && !searching(victim.state) && named(victim.state!, victim.seat!, chosenName) > inHandBefore, 20_000, "the choice delivered and the library shuffled again");
  assert.equal(named(victim.state!, victim.seat!, chosenName), inHandBefore + 1, `the guest's copy put the ${chosenName} the host chose into the guest's hand`);
  assert.equal(caster.stateHash, victim.stateHash, "both copies agree");
  // After "then shuffle" the caster's copy no longer knows the order of the guest's library.
  const cs = caster.state!;
  assert.ok(cs.players[victim.seat!].library.every((id) => cs.objects[id]!.name === ""), "the library is hidden again after its shuffle");
  await endsClean(caster, victim);
});

test("network Word of Command and a search: a pick outside the library searched, or the controlled player's own pick, is refused and changes nothing", async () => {
  for (const forger of ["caster", "victim"] as const) {
    const { caster, victim } = await playToSearch((c, v, ids) => {
      const d = searching(c.state)!;
      const [from, to, id] = forger === "caster" ? [c, v, ids.caster] : [v, c, ids.victim];
      // The caster picks a card of the guest's hand (not in the library searched); the guest's
      // program picks a card of its library itself, as if it were not controlled.
      const card = forger === "caster" ? c.state!.players[v.seat!].hand[0]! : d.choice.type === "cards" ? d.choice.from[0]! : "";
      const head = from.log.head("out")!;
      const frame = encodeMessage(id, {
        gameId: c.gameId, seq: head.seq + 1, prev: head.id, ack: from.heads.theirs, type: "action",
        body: { action: { type: "choose", player: from.seat, cards: [card] }, reveals: [] }, postHash: to.stateHash!,
      }).frame;
      const before = to.stateHash;
      to.receive(frame);
      const incident = stopReason(to);
      assert.ok(incident, `the ${forger === "caster" ? "guest" : "caster"}'s program stopped the forged pick`);
      assert.equal(incident.code, forger === "caster" ? "illegal-action" : "out-of-turn", incident.message);
      assertForfeit(to);
      assert.equal(to.stateHash, before, "the forged pick changed nothing");
    });
    caster.close();
    victim.close();
  }
});

test("network Word of Command and Untamed Wilds: the caster's pick of a card without the quality searched for (a Bolt, not a basic land) is refused by the owner's program", async () => {
  const { caster, victim } = await playToSearch((c, v, ids) => {
    const cs = c.state!;
    const d = searching(cs)!;
    const library = cs.players[v.seat!].library;
    const bolt = library.find((id) => cs.objects[id]!.name === "Lightning Bolt");
    assert.ok(bolt, "a Bolt is left in the library searched");
    // CR 701.23b: a search for a card with a stated quality finds only such a card; the engine offers none other.
    assert.ok(!legalActionList(cs, c.seat!).some((x) => x.type === "choose" && x.cards?.includes(bolt)), "the caster is not offered the Bolt");
    assert.ok(d.choice.type === "cards");
    const head = c.log.head("out")!;
    const frame = encodeMessage(ids.caster, {
      gameId: c.gameId, seq: head.seq + 1, prev: head.id, ack: c.heads.theirs, type: "action",
      body: { action: { type: "choose", player: c.seat, cards: [bolt] }, reveals: [] }, postHash: v.stateHash!,
    }).frame;
    const before = v.stateHash;
    v.receive(frame);
    const incident = stopReason(v);
    assert.ok(incident, "the guest's program stopped the pick");
    assert.equal(incident.code, "illegal-action", incident.message);
    assertForfeit(v);
    assert.equal(v.stateHash, before, "the forged pick changed nothing");
  }, { deck: WILDS, spell: "Untamed Wilds", mana: 3 });
  caster.close();
  victim.close();
});
