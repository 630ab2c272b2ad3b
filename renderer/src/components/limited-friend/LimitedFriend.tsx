/**
 * Sealed deck or a Winston draft with a friend (issue 35): propose the packs and the kind, exchange an invite and an answer
 * code, the friend accepts or declines, the pools are drawn (each sees only its own) or, for Winston,
 * drafted pile by pile on the shared draft screen (WinstonDraft, the same as against the computer;
 * only what this player may know reaches it), each builds a
 * deck from its pool plus basic lands, the games are played at the ordinary network match table
 * (match.* with each game's matchId), between games the standings and a new deck, at the end the
 * standings and the audit of the friend's pool and decks. Unfinished events resume over new codes.
 * The host does the event (limitedNet.*, app/host/limited/event/); this screen asks and shows.
 */
import { CodeExchange } from "../net/CodeExchange";
import { useEffect, useState } from "react";
import type { LimitedNetKind, LimitedNetViewDto } from "../../../../app/shared/contract/limited-net";
import { bindMatchEvents } from "../../store/match-slice";
import { useStore } from "../../store/index";
import { useLimitedFriend, type Purpose } from "../../store/limited-friend-slice";
import { GameTable } from "../table/GameTable";
import { WinstonDraft } from "../limited/winston/WinstonDraft";
import { OpenPacks, packsToOpen } from "./OpenPacks";
import { BUILD_CHOICES, BuildClockLine, ClaimLine, clockWords } from "./BuildClock";
import { DeckFromPool } from "./DeckFromPool";
import { LanEvents } from "./LanEvents";
import { PACK_PRICE, packCount, packShares, priceOf } from "./price";
import { PriceLine } from "./PriceLine";
import "./limited-friend.css";

export { packCount } from "./price";

/**
 * The price line of a proposal: sealed, each opens (and pays for) its own packs; a Winston draft
 * shares one set of packs, the proposer paying ceil(n/2) of them and the friend floor(n/2) (as
 * packsPaidBy in app/host/limited/pool.ts, which charges).
 */
export function priceLine(kind: LimitedNetKind, n: number): string {
  if (kind === "sealed") return `${n} packs each: each of you pays ${n * PACK_PRICE} coins for their own pool, which they keep.`;
  const { host: mine, guest: theirs } = packShares(kind, n);
  return `${n} packs drafted between you: you pay ${mine * PACK_PRICE} coins (${mine} packs), your friend ${theirs * PACK_PRICE} (${theirs}); each keeps the cards they draft.`;
}

/** Games already opened at the table (module-level: the event view remounts around the table). */
const openedGames = new Set<number>();

const STATUS: Record<LimitedNetViewDto["status"], string> = {
  proposing: "Waiting for your friend's answer…",
  proposed: "Your friend proposes an event",
  declined: "Declined",
  drawing: "Drawing the pools…",
  playing: "Playing",
  auditing: "Checking your friend's pool and decks…",
  over: "Over",
  halted: "Stopped",
};

export function LimitedFriend() {
  const s = useLimitedFriend();
  const matchId = useStore((x) => x.matchId);
  const fingerprint = useStore((x) => x.fingerprint);
  const loadFingerprint = useStore((x) => x.loadFingerprint);
  useEffect(() => {
    s.bind();
    bindMatchEvents(useStore);
    if (!fingerprint) void loadFingerprint();
    void s.refreshList();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const view = s.view;
  const tableOpen = matchId !== null && !!view?.games.some((g) => g.matchId === matchId);
  if (tableOpen) return <GameTable />;
  return (
    <div className="limited-friend" data-testid="limited-friend">
      <header className="browser__head">
        <h2>Sealed deck or Winston draft with a friend</h2>
        <p className="browser__sub">
          Your fingerprint: <span className="fingerprint" data-testid="lf-my-fingerprint">{fingerprint ?? "…"}</span>
        </p>
      </header>
      {s.error && (
        <p className="error" role="alert" data-testid="lf-error">
          {s.error}
        </p>
      )}
      {view ? <Event view={view} /> : <Start />}
      {!view && <Unfinished />}
    </div>
  );
}

function Start() {
  const [packs, setPacks] = useState("3ED:6");
  const [kind, setKind] = useState<LimitedNetKind>("sealed");
  const [buildMinutes, setBuildMinutes] = useState<number | null>(null);
  const n = packCount(packs);
  const price = priceOf(packs, kind);
  return (
    <>
      <section className="panel" aria-label="Propose an event">
        <h3>Propose an event</h3>
        <fieldset className="lf-kind" data-testid="lf-kind">
          <legend>Kind</legend>
          <label>
            <input type="radio" name="lf-kind" checked={kind === "sealed"} onChange={() => setKind("sealed")} data-testid="lf-kind-sealed" /> Sealed deck (each opens their own packs)
          </label>
          <label>
            <input type="radio" name="lf-kind" checked={kind === "winston"} onChange={() => setKind("winston")} data-testid="lf-kind-winston" /> Winston draft (the two of you draft one set of packs; at most 105 cards)
          </label>
        </fieldset>
        <label className="field">
          <span>Packs (for example 3ED:6 or LEG:2,DRK:2,FEM:2; only sets the program fully plays)</span>
          <input value={packs} onChange={(e) => setPacks(e.target.value)} data-testid="lf-packs" />
        </label>
        <label className="field">
          <span>Time to build your decks (both of you; each program counts its own player's time from when the pool is drawn)</span>
          <select value={buildMinutes ?? ""} onChange={(e) => setBuildMinutes(e.target.value ? Number(e.target.value) : null)} data-testid="lf-build-minutes">
            <option value="">None</option>
            {BUILD_CHOICES.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        </label>
        <p data-testid="lf-price">{n ? priceLine(kind, n) : "Packs like SET:COUNT"}</p>
        {price && <PriceLine me={price.host} peer={price.guest} testId="lf-pay" />}
      </section>
      <Connect purpose={{ kind: "host", packs, eventKind: kind, buildMinutes }} joinPurpose={{ kind: "join" }} label="Propose" />
      <LanEvents packs={packs} kind={kind} buildMinutes={buildMinutes} />
    </>
  );
}

/** The codes, as for a match: make an invite (the proposer) or answer a friend's invite. */
function Connect({ purpose, joinPurpose, label }: { purpose: Purpose; joinPurpose: Purpose; label: string }) {
  const { flow, invite, answer, join } = useLimitedFriend();
  return (
    <CodeExchange
      flow={flow}
      testId="lf"
      className="lf-connect"
      createLabel={`${label}: create an invite code`}
      joinLabel="Answer the invite"
      onInvite={() => void invite(purpose)}
      onAnswer={(code) => void answer(code)}
      onJoin={(code) => void join(code, joinPurpose)}
    />
  );
}

function Unfinished() {
  const list = useLimitedFriend((x) => x.list);
  const [resuming, setResuming] = useState<string | null>(null);
  const open = list.filter((e) => e.outcome === null);
  if (!open.length) return null;
  return (
    <section className="panel" aria-label="Unfinished events" data-testid="lf-unfinished">
      <h3>Unfinished events</h3>
      <ul>
        {open.map((e) => (
          <li key={e.key} data-testid="lf-unfinished-item">
            {new Date(e.createdAt).toLocaleString()} with {e.friend ?? "a friend"} ({e.role === "host" ? "you proposed" : "they proposed"}){" "}
            <button type="button" className="button" onClick={() => setResuming(e.key)} data-testid="lf-resume">
              Resume
            </button>
          </li>
        ))}
      </ul>
      {resuming && (
        <>
          <p>Both of you resume the event: one makes an invite code, the other answers it.</p>
          <Connect purpose={{ kind: "resume", key: resuming }} joinPurpose={{ kind: "resume", key: resuming }} label="Resume" />
        </>
      )}
    </section>
  );
}

function Event({ view }: { view: LimitedNetViewDto }) {
  const { accept, decline, submitDeck, decide, leave, close, saveDraft, claim } = useLimitedFriend();
  const [deciding, setDeciding] = useState(false);
  const onDecide = async (choice: "take" | "pass") => {
    setDeciding(true);
    try {
      await decide(choice);
    } finally {
      setDeciding(false);
    }
  };
  const winston = view.kind === "winston";
  const drafting = winston && view.draft !== null && !view.draft.over;
  const openMatch = useStore((x) => x.openMatch);
  const current = view.games.find((g) => g.winner === null && g.matchId !== null) ?? null;
  // A game that starts (both decks in) opens at the table once; leaving the table comes back here
  // (its result reaches the event after the game's audit), with a button to go back.
  useEffect(() => {
    if (current?.matchId != null && !openedGames.has(current.matchId)) {
      openedGames.add(current.matchId);
      void openMatch(current.matchId);
    }
  }, [current?.matchId]); // eslint-disable-line react-hooks/exhaustive-deps
  // ready.me is the last game this side sent a deck for: ahead of the friend, we wait for theirs;
  // level with it, that game is starting (or on) until its result is in; then the next deck.
  const lastDone = view.ready.me === 0 || view.games.some((g) => g.game === view.ready.me && g.winner !== null);
  const phase = view.ready.me > view.ready.peer ? "waiting" : lastDone ? "build" : "starting";
  const over = view.standings.over || view.status === "over" || view.status === "halted" || view.status === "declined";
  // CR 103.1: after a loss, this player chooses who plays first in the next game (default: play first).
  const [first, setFirst] = useState<"me" | "peer">("me");
  const [, packsDone] = useState(0);
  const opening = packsToOpen(view.key, view.packSizes, view.ready.me);
  return (
    <>
      <section className="panel" aria-label="The event" data-testid="lf-event" data-status={view.status}>
        <h3 data-testid="lf-status">{winston && view.status === "drawing" ? "Drafting…" : STATUS[view.status]}</h3>
        <p data-testid="lf-kind-line" data-kind={view.kind ?? ""}>
          {winston ? "Winston draft" : "Sealed deck"}, packs <b data-testid="lf-spec">{view.spec ?? "…"}</b>
          {view.spec && (
            <span data-testid="lf-build-clock-terms" data-minutes={view.buildMinutes ?? ""}>
              {view.buildMinutes === null ? ", no time limit to build" : clockWords(view.buildMinutes)}
            </span>
          )}
          {view.friend && (
            <>
              {" "}
              with <b>{view.friend.name}</b> <span className="fingerprint small" data-testid="lf-friend-fingerprint">{view.friend.fingerprint}</span>
            </>
          )}
          {!view.connected && !over && <span className="error"> — the connection is closed (resume it from Unfinished events)</span>}
        </p>
        {view.status === "proposed" && view.price && <PriceLine me={view.price.me} peer={view.price.peer} testId="lf-accept-price" />}
        {view.status === "proposed" && (
          <p data-testid="lf-accept-clock">
            {view.buildMinutes === null ? "No time limit to build your deck." : `${view.buildMinutes} minutes to build your deck (counted by each program from when its pool is drawn; when it runs out, your deck is submitted for you).`}
          </p>
        )}
        {view.status === "proposed" && (
          <div className="lf-actions">
            <button type="button" className="button primary" onClick={() => void accept()} data-testid="lf-accept">
              Accept (you pay {view.price?.me ?? "…"} coins{winston ? ", your share of the packs" : " for your pool"})
            </button>
            <button type="button" className="button" onClick={() => void decline()} data-testid="lf-decline">
              Decline
            </button>
          </div>
        )}
        {view.halted && <p className="error" data-testid="lf-halted">{view.halted}</p>}
        {view.clock?.auto && (
          <p className="error" role="status" data-testid="lf-clock-auto">
            {view.clock.auto}
          </p>
        )}
        {view.progress && !(winston && view.draft) && <Progress progress={view.progress} />}
        {view.games.length > 0 || view.standings.over ? <Standings view={view} /> : null}
        {current && (
          <p>
            Game {current.game} is on.{" "}
            <button type="button" className="button primary" onClick={() => void openMatch(current.matchId!)} data-testid="lf-to-table">
              Go to the table
            </button>
          </p>
        )}
        {!current && phase === "waiting" && <p data-testid="lf-waiting">Waiting for your friend's deck for game {view.ready.me}…</p>}
        {!current && phase === "waiting" && view.ready.me === 1 && view.clock?.claimInMs != null && <ClaimLine clock={view.clock} onClaim={() => void claim()} />}
        {!current && phase === "starting" && <p data-testid="lf-starting">Both decks are in: game {view.ready.me} is starting…</p>}
        {view.audit && (
          <div data-testid="lf-audit" data-clean={view.audit.clean}>
            {view.audit.clean ? (
              <p>Audit clean: your friend's pool was drawn fairly and every deck they played came from it.</p>
            ) : (
              <>
                <p className="error">Your friend cheated:</p>
                <ul>
                  {view.audit.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        {view.incidents.length > 0 && (
          <details>
            <summary>{view.incidents.length} refused messages from your friend</summary>
            <ul>
              {view.incidents.map((i) => (
                <li key={i.at + i.code}>
                  {i.code}: {i.message}
                </li>
              ))}
            </ul>
          </details>
        )}
        <div className="lf-actions">
          {!over && view.pool && !view.left.me && (
            <button type="button" className="button danger" onClick={() => void leave()} data-testid="lf-leave">
              Leave the event (forfeit the games left, keep the pool)
            </button>
          )}
          <button type="button" className="button" onClick={close} data-testid="lf-close">
            Back
          </button>
        </div>
      </section>
      {drafting && (
        <section className="panel" aria-label="The draft" data-testid="lf-draft">
          <WinstonDraft draft={view.draft!} onDecide={onDecide} busy={deciding || !view.connected} />
        </section>
      )}
      {!current && view.pool && view.nextGame !== null && phase === "build" && opening && (
        <>
          {/* Opening the boosters is part of the building time. */}
          {view.clock && <BuildClockLine clock={view.clock} />}
          <OpenPacks eventKey={view.key!} pool={view.pool} packSizes={view.packSizes!} onDone={() => packsDone((n) => n + 1)} />
        </>
      )}
      {!current && view.pool && view.nextGame !== null && phase === "build" && !opening && (
        <>
          {view.choosesFirst && <ChooseFirst game={view.nextGame} first={first} onChange={setFirst} />}
          {view.nextGame === 1 && view.clock && <BuildClockLine clock={view.clock} />}
          <DeckFromPool
            key={view.nextGame}
            pool={view.pool}
            game={view.nextGame}
            initial={view.lastDeck && view.ready.me > 0 ? { game: view.ready.me, deck: view.lastDeck } : null}
            onSubmit={(deck) => submitDeck(deck, view.choosesFirst ? first : undefined)}
            {...(view.nextGame === 1 && view.clock ? { onEdit: (deck: string[]) => void saveDraft(deck), locked: view.clock.up } : {})}
          />
        </>
      )}
      {view.pool && (view.nextGame === null || current) && (
        <section className="panel" aria-label="Your pool">
          <h3>Your pool ({view.pool.length} cards)</h3>
          <p className="small" data-testid="lf-pool-names">{view.pool.map((c) => c.name).join(", ")}</p>
        </section>
      )}
    </>
  );
}

/** The loser of the previous game chooses who takes the first turn (CR 103.1); sent with the deck. */
function ChooseFirst({ game, first, onChange }: { game: number; first: "me" | "peer"; onChange: (f: "me" | "peer") => void }) {
  return (
    <section className="panel" aria-label="Who plays first" data-testid="lf-choose-first">
      <p>You lost game {game - 1}: you choose who plays first in game {game}.</p>
      <label>
        <input type="radio" name="lf-first" checked={first === "me"} onChange={() => onChange("me")} data-testid="lf-first-me" /> Play first
      </label>{" "}
      <label>
        <input type="radio" name="lf-first" checked={first === "peer"} onChange={() => onChange("peer")} data-testid="lf-first-peer" /> Draw first (your friend plays first)
      </label>
    </section>
  );
}

/** A bar of the phase's real steps (messages sent and received), with the next one in words. */
function Progress({ progress }: { progress: { done: number; of: number; step: string } }) {
  return (
    <p data-testid="lf-progress" data-done={progress.done} data-of={progress.of}>
      <progress value={progress.done} max={progress.of} aria-label="Progress" />{" "}
      Step {Math.min(progress.done + 1, progress.of)} of {progress.of}: {progress.step}…
    </p>
  );
}

function Standings({ view }: { view: LimitedNetViewDto }) {
  const st = view.standings;
  const word = (w: "me" | "peer" | "draw" | null) => (w === "me" ? "you won" : w === "peer" ? "your friend won" : w === "draw" ? "draw" : "on");
  return (
    <div data-testid="lf-standings">
      <p>
        Standings: you <b data-testid="lf-score">{`${st.me}–${st.peer}`}</b>
        {st.draws ? ` (${st.draws} drawn)` : ""}
        {st.over && <b data-testid="lf-winner"> — {st.winner === "me" ? "you take the event" : st.winner === "peer" ? "your friend takes the event" : "a draw"}</b>}
      </p>
      <ol>
        {view.games.map((g) => (
          <li key={g.game} data-testid="lf-game">
            Game {g.game}: {word(g.winner)}
            {g.reason ? ` (${g.reason})` : ""}
            {g.first ? ` — ${g.first === "me" ? "you" : "your friend"} played first (chosen by the previous game's loser)` : ""}
          </li>
        ))}
      </ol>
    </div>
  );
}
