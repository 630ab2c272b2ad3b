/**
 * What the game waits for, in words, and the buttons to answer it. Always says who must act.
 * F2 = the main button (pass / confirm), F4 = pass until a stop, F6 = until your next turn,
 * Esc = cancel what is being put together (or a half-paid spell), Backspace = undo the mana just made.
 */
import { useEffect, useMemo, useState, type ReactElement } from "react";
import { useStore } from "../../store/index";
import { SymbolText } from "../card/index";
import type { Countdown } from "./auto-pass";
import { advance, cancelAll, passUntil, payAutomatically, primary, undoMana } from "./intents";
import { abilityLabel, nextStep, objectIndex, refName, topOfStack } from "./legal";
import { useModel, type TableModel } from "./model";
import { STEP_WORDS } from "./StepTrack";
import { DEFAULT_SETTINGS } from "../../../../app/shared/contract/settings";
import type { MatchUpdate } from "../../../../app/shared/contract/match";
import { keyLabel, keysFor, type TableAction } from "../settings/table-keys";

export function PromptBar({ countdown, stopCountdown }: { countdown: Countdown | null; stopCountdown(): void }) {
  const m = useModel();
  const intent = useStore((s) => s.intent);
  const attackers = useStore((s) => s.attackers);
  const bands = useStore((s) => s.bands);
  const bandOpen = useStore((s) => s.bandOpen);
  const blocks = useStore((s) => s.blocks);
  const selectedBlocker = useStore((s) => s.selectedBlocker);
  const passMode = useStore((s) => s.passMode);
  const submitting = useStore((s) => s.submitting);
  const rejected = useStore((s) => s.rejected);
  const clearRejected = useStore((s) => s.clearRejected);
  const setPassMode = useStore((s) => s.setPassMode);
  const manualCast = useStore((s) => s.manualCast);
  const bindings = useStore((s) => s.settings?.keyBindings) ?? DEFAULT_SETTINGS.keyBindings;

  useEffect(() => {
    if (!rejected) return;
    const t = setTimeout(clearRejected, 6000);
    return () => clearTimeout(t);
  }, [rejected, clearRejected]);

  const u = m.update;
  const view = m.view;
  const yours = u.mustAct === m.me && !u.result;
  const d = m.myDecision;
  const canPass = !!m.legal?.pass;
  let text: string;
  let buttons: ReactElement[] = [];
  /** A button; `keys`: the table actions its keys do (it shows the fixed key, its title all of them, as Settings lists them). */
  const btn = (key: string, label: string, onClick: () => void, opts: { primary?: boolean; keys?: TableAction[]; disabled?: boolean; title?: string } = {}) => {
    const keys = opts.keys ? keysFor(bindings, ...opts.keys).map(keyLabel) : [];
    return (
      <button
        key={key}
        type="button"
        className={`pb-button${opts.primary ? " primary" : ""}`}
        onClick={onClick}
        disabled={opts.disabled || submitting}
        title={opts.title ?? (keys.length ? `Keys: ${keys.join(", ")}` : undefined)}
        data-testid={`pb-${key}`}
      >
        {label}
        {keys[0] && <kbd>{keys[0]}</kbd>}
      </button>
    );
  };

  // A mana ability activated by mistake, its mana still unused (engine/core/mana-undo.ts).
  const undo = m.legal?.undoMana;
  const undoButton = () => (undo ? [btn("undo-mana", `Undo mana: ${undo.name}`, () => void undoMana(), { keys: ["undoMana"], title: `Take back the mana ${undo.name} just made and untap it (only while the mana is unused). Key: Backspace` })] : []);
  if (u.result) {
    text = resultText(m);
  } else if (u.status === "handshake") {
    text = "Connecting to your friend…";
  } else if (intent) {
    const step = nextStep(intent);
    const n = intent.targets.length + 1;
    text =
      step?.kind === "target"
        ? `Choose ${n > 1 ? `target ${n}` : "a target"} for ${intent.name}: click it or drop the card on it.`
        : `Finish choosing for ${intent.name}.`;
    buttons = [btn("cancel", "Cancel", () => void cancelAll(), { keys: ["cancel"] })];
  } else if (!yours) {
    const who = u.mustAct ? seatName(m, u.mustAct) : "the game";
    text = u.thinking ? `${who} is thinking…` : `Waiting for ${who}…`;
    // CR 723: another player makes this player's decisions (Word of Command).
    const ctl = view.players[m.me].controlledBy;
    if (ctl) text = `${capitalize(seatName(m, ctl.player))} controls you until ${ctl.until} finishes resolving. ${text}`;
    if (passMode) buttons = [btn("stop-passing", "Stop passing", () => setPassMode(null))];
    if (u.opponentOwes) text = `Waiting for the opponent's ${u.opponentOwes.what.replace(/^(an?|its) /, "")}…`;
  } else if (d?.kind === "declare_attackers" && bandOpen) {
    const named = bandOpen.map((id) => m.index.get(id)?.name ?? "?");
    text = named.length
      ? `Band: ${named.join(" + ")}. Click more creatures, or Done.`
      : "Form a band: click its creatures (one or more with banding, at most one without), then Done.";
    buttons = [
      btn("band-done", bandOpen.length > 1 ? "Done" : "Cancel band", () => useStore.getState().openBand(false), { primary: true }),
    ];
  } else if (d?.kind === "declare_attackers") {
    const name = (id: string) => m.index.get(id)?.name ?? "?";
    const inBand = new Set(bands.flat());
    const parts = [...bands.map((b) => `a band of ${b.map(name).join(" + ")}`), ...attackers.filter((id) => !inBand.has(id)).map(name)];
    text = attackers.length
      ? `Attack with ${parts.join(", ")}?`
      : m.attack.able.size
        ? `Declare attackers: click your creatures (or drag them to the opponent)${m.legal?.attack?.bands ? ", drag one onto another to band them" : ""}, then confirm.`
        : "None of your creatures can attack.";
    buttons = [
      btn("attack", attackers.length ? `Attack with ${attackers.length}` : "No attack", () => void primary(), { primary: true, keys: ["pass", "confirm"] }),
      ...(m.legal?.attack?.bands ? [btn("band", "Form a band", () => useStore.getState().openBand(true), { title: "Banding (CR 702.22): creatures in a band are blocked together, and you divide the damage dealt to them" })] : []),
      ...(attackers.length ? [btn("clear-attack", "Clear", () => useStore.getState().resetPicks(useStore.getState().picksFor, m.attack.forced))] : []),
    ];
  } else if (d?.kind === "declare_blockers") {
    const attackersNow = view.battlefield.filter((c) => c.attacking).map((c) => c.name);
    text = selectedBlocker
      ? `Now click the attacker ${m.index.get(selectedBlocker)?.name} should block.`
      : blocks.length
        ? `Blocks: ${blocks.map((b) => `${m.index.get(b.blocker)?.name} → ${m.index.get(b.attacker)?.name}`).join(", ")}.`
        : `${attackersNow.join(", ")} ${attackersNow.length === 1 ? "attacks" : "attack"} you. Drag a creature onto an attacker to block (or click one, then the attacker).`;
    buttons = [btn("block", blocks.length ? `Confirm ${blocks.length} block${blocks.length > 1 ? "s" : ""}` : "No blocks", () => void primary(), { primary: true, keys: ["pass", "confirm"] })];
  } else if (d?.kind === "payment") {
    text = `Pay ${d.cost} for ${refName(view, d.item ?? "")}: click your lands and mana sources, then Done.`;
    buttons = [
      btn("done", "Done", () => void primary(), { primary: true, keys: ["pass", "confirm"] }),
      ...(manualCast ? [btn("autopay", "Pay automatically", () => void payAutomatically())] : []),
      btn("cancel-spell", "Cancel spell", () => void cancelAll(), { keys: ["cancel"] }),
      ...undoButton(),
    ];
  } else if (d?.kind === "choose" && d.choiceType === "play" && d.card) {
    // Word of Command (CR 723.5): this player casts the controlled player's chosen card for them.
    const option = m.legal?.cast.find((c) => c.card === d.card);
    const name = option?.name ?? refName(view, d.card);
    text = `You control ${seatName(m, d.player)}: cast their ${name}, choosing its targets${option?.x ? " and X" : ""}.`;
    if (option) buttons = [btn("cast-for", `Cast ${name}`, () => void advance({ verb: "cast", card: option.card, name: option.name, option, targets: [], manual: false }), { primary: true, keys: ["confirm"] })];
  } else if (d) {
    text = decisionText(m);
  } else if (canPass) {
    text = priorityText(m);
    buttons = [
      btn("pass", view.stack.length ? "Resolve" : "Pass", () => void primary(), { primary: true, keys: ["pass", "confirm"] }),
      btn("pass-stop", "To next stop", () => void passUntil("stop"), { keys: ["passStop"] }),
      btn("pass-turn", "To my next turn", () => void passUntil("turn"), { keys: ["passTurn"] }),
      ...undoButton(),
      // Abilities of cards not on the table to click, usable now (Guardian Angel's "pay {1} any time
      // you could cast an instant", Nafs Asp's payment): a button each.
      ...offTableAbilities(m).map((a) => btn(`special-${a.card}-${a.ability}`, `${a.name}: ${a.text.split(":")[0]}`, () => void advance({ verb: "activate", card: a.card, name: a.name, option: a, targets: [], manual: false }), { title: `${a.name}: ${a.text}` })),
    ];
  } else {
    text = "Your move.";
  }

  return (
    <div className={`prompt-bar${yours ? " yours" : " theirs"}${u.result ? " over" : ""}`} data-testid="prompt-bar" role="region" aria-label="What the game waits for">
      <div className={`pb-who${yours ? " yours" : ""}`} data-testid="must-act">
        {u.result ? "Game over" : yours ? "Your move" : u.mustAct ? (m.summary?.kind === "hotseat" ? view.players[u.mustAct].name : "Opponent") : "—"}
      </div>
      <div className="pb-text" data-testid="prompt-text" aria-live="polite">
        <SymbolText text={text} />
        {countdown && <CountdownNote countdown={countdown} onStop={stopCountdown} />}
        {u.opponentOwes && !u.result && <SilenceClock owes={u.opponentOwes} />}
        {passMode && !countdown && yours && <span className="pb-passing">Passing {passMode.kind === "turn" ? "until your next turn" : "to the next stop"}…</span>}
        {rejected && (
          <div className="pb-rejected" role="alert" data-testid="rejection">
            {rejected.message}
          </div>
        )}
      </div>
      <div className="pb-buttons" data-preview-clear>{buttons}</div>
    </div>
  );
}

/** Non-mana activate options whose card is neither on the battlefield nor in the hand (nothing on the table to click). */
function offTableAbilities(m: TableModel) {
  const onTable = new Set([...m.view.battlefield.map((c) => c.id), ...(m.view.players[m.me].hand ?? []).map((c) => c.id)]);
  return (m.legal?.activate ?? []).filter((a) => !a.isMana && !onTable.has(a.card));
}

/**
 * The clock that runs against a network opponent who owes the next message (an action, keys, a
 * shuffle step, its audit): counted from this update, and once the claim time has passed, a button
 * to win by timeout (the opponent's program can't stall the match forever).
 */
function SilenceClock({ owes }: { owes: NonNullable<MatchUpdate["opponentOwes"]> }) {
  // When the silence began, on this machine's clock: from each new update (a new object).
  const since = useMemo(() => Date.now() - owes.silentMs, [owes]);
  const [now, setNow] = useState(Date.now());
  const claimTimeout = useStore((s) => s.claimTimeout);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const silent = Math.max(0, now - since);
  const left = Math.ceil((owes.claimAfterMs - silent) / 1000);
  if (silent < 5000) return null; // a moment's wait is normal
  return (
    <span className="pb-silence" data-testid="opponent-silence">
      {" "}Silent for {Math.floor(silent / 1000)} s.{" "}
      {left > 0 ? `You can claim the win in ${left} s.` : (
        <button type="button" className="pb-button small" onClick={() => void claimTimeout()} data-testid="claim-timeout">Claim the win (timeout)</button>
      )}
    </span>
  );
}

function CountdownNote({ countdown, onStop }: { countdown: Countdown; onStop(): void }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(t);
  }, []);
  const left = Math.max(0, countdown.until - now);
  return (
    <span className="pb-countdown">
      {" "}
      Passing on {countdown.what} in {(left / 1000).toFixed(1)} s{" "}
      <button type="button" className="pb-button small" onClick={onStop} data-testid="pb-stop-countdown">
        Stop
      </button>
    </span>
  );
}

/** A seat's name, saying "your opponent" when both players have the same name. */
export function seatName(m: TableModel, seat: "A" | "B"): string {
  const name = m.view.players[seat].name;
  if (seat === m.me || m.summary?.kind === "hotseat") return name;
  return name === m.view.players[m.me].name ? `your opponent (${name})` : name;
}

function resultText(m: TableModel): string {
  const r = m.update.result!;
  const reason = r.reason.replace(/_/g, " ");
  if (r.winner === "draw") return `The game is a draw (${reason}).`;
  const winner = r.winner === m.me && m.summary?.kind !== "hotseat" ? "You win" : `${m.view.players[r.winner].name} wins`;
  return `${winner} (${reason}).`;
}

function priorityText(m: TableModel): string {
  const view = m.view;
  const top = topOfStack(view);
  if (top) {
    const idx = objectIndex(view);
    const targets = top.targets.length ? ` targeting ${top.targets.map((t) => refName(view, t, idx)).join(" and ")}` : "";
    const whose = top.controller === m.me ? "Your" : `${view.players[top.controller].name}'s`;
    if (top.kind === "ability") return `${whose} ${abilityLabel(top)}${targets} is on the stack${top.text ? `: “${top.text}”` : "."} Respond, or let it resolve.`;
    return `${whose} ${top.name}${targets} is on the stack. Respond, or let it resolve.`;
  }
  const myTurn = view.turn.active === m.me;
  const step = STEP_WORDS[view.turn.step];
  const things = m.actionable.size ? " Glowing cards can be played now." : "";
  return myTurn ? `Your ${step}.${things}` : `${view.players[view.turn.active].name}'s ${step}. You may respond.${things}`;
}

function decisionText(m: TableModel): string {
  const d = m.myDecision!;
  switch (d.kind) {
    case "mulligan":
      return "Keep this opening hand, or mulligan?";
    case "bottom":
      return `Put ${d.count} card${d.count === 1 ? "" : "s"} from your hand on the bottom of your library.`;
    case "discard":
      return `Discard ${d.count} card${d.count === 1 ? "" : "s"} down to your maximum hand size.`;
    case "assign_damage":
      return `Divide ${m.index.get(d.attacker ?? "")?.name ?? "the attacker"}'s combat damage among its blockers.`;
    case "choose":
      return d.prompt ?? "Make a choice.";
    default:
      return "Make a choice.";
  }
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
