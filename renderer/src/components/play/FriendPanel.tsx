/**
 * Playing a friend with no server: the host makes an invite code (copy, send by any chat) and
 * pastes back the friend's answer code; the friend pastes the invite and sends back the
 * answer. Fingerprints are shown to compare aloud. Each failed step says which one and why.
 */
import { useEffect, useState } from "react";
import type { DeckChoice } from "../../store/net-slice";
import { useStore } from "../../store/index";
import { DeckPicker } from "./DeckPicker";
import { AnteOption } from "./AnteOption";

export function FriendPanel({ deck, setDeck }: { deck: DeckChoice | null; setDeck(d: DeckChoice | null): void }) {
  const fingerprint = useStore((s) => s.fingerprint);
  const fingerprintError = useStore((s) => s.fingerprintError);
  const friend = useStore((s) => s.friendFingerprint);
  const loadFingerprint = useStore((s) => s.loadFingerprint);
  const hostFlow = useStore((s) => s.hostFlow);
  const joinFlow = useStore((s) => s.joinFlow);
  const cancelNet = useStore((s) => s.cancelNet);
  const [tab, setTab] = useState<"host" | "join">("host");
  const resume = useStore((s) => s.resumeTarget);
  const setResumeTarget = useStore((s) => s.setResumeTarget);
  useEffect(() => {
    if (!fingerprint) void loadFingerprint();
  }, [fingerprint, loadFingerprint]);
  const busy = hostFlow.stage !== "idle" || joinFlow.stage !== "idle";
  return (
    <section className="panel lobby-panel" aria-labelledby="friend-title">
      <h2 id="friend-title">{resume ? `Reconnect match #${resume.matchId}` : "Play a friend"}</h2>
      {resume && (
        <p className="resume-note" data-testid="resume-note">
          Exchange new codes with {resume.opponent} (either of you may invite): the match continues where it stopped.{" "}
          <button type="button" className="link-button" onClick={() => setResumeTarget(null)}>
            Play a new match instead
          </button>
        </p>
      )}
      {!resume && <DeckPicker label="Your deck" value={deck} onChange={setDeck} testId="net-deck-select" />}
      {!resume && <AnteOption network testId="net-ante-toggle" />}
      <dl className="facts small">
        <dt>Your fingerprint</dt>
        <dd className="fingerprint" data-testid="my-fingerprint">
          {fingerprint ?? fingerprintError ?? "…"}
        </dd>
        {friend && (
          <>
            <dt>Friend's fingerprint</dt>
            <dd className="fingerprint" data-testid="friend-fingerprint">
              {friend}
            </dd>
          </>
        )}
      </dl>
      <div className="segmented" role="tablist">
        <button type="button" role="tab" aria-selected={tab === "host"} className={tab === "host" ? "on" : ""} onClick={() => setTab("host")} disabled={busy && tab !== "host"} data-testid="tab-host">
          Invite
        </button>
        <button type="button" role="tab" aria-selected={tab === "join"} className={tab === "join" ? "on" : ""} onClick={() => setTab("join")} disabled={busy && tab !== "join"} data-testid="tab-join">
          Join
        </button>
      </div>
      {tab === "host" ? <HostFlowView deck={deck} /> : <JoinFlowView deck={deck} />}
      {busy && (
        <button type="button" className="link-button" onClick={cancelNet} data-testid="net-cancel">
          Start over
        </button>
      )}
    </section>
  );
}

function CopyBox({ code, label, testId }: { code: string; label: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission (e.g. a plain browser): select the text for Ctrl+C.
      const el = document.querySelector<HTMLTextAreaElement>(`[data-testid="${testId}"]`);
      el?.select();
    }
  };
  return (
    <div className="copy-box">
      <label className="field">
        <span>{label}</span>
        <textarea readOnly value={code} rows={3} data-testid={testId} onFocus={(e) => e.target.select()} />
      </label>
      <button type="button" className="button" onClick={() => void copy()} data-testid={`${testId}-copy`}>
        {copied ? "Copied" : "Copy"}
      </button>
    </div>
  );
}

function StepError({ step, message }: { step: string; message: string }) {
  return (
    <div className="step-error" role="alert" data-testid="net-error">
      <b>{step} failed.</b> {message}
    </div>
  );
}

function HostFlowView({ deck }: { deck: DeckChoice | null }) {
  const flow = useStore((s) => s.hostFlow);
  const hostGame = useStore((s) => s.hostGame);
  const acceptAnswer = useStore((s) => s.acceptAnswer);
  const [answer, setAnswer] = useState("");
  if (flow.stage === "idle" || flow.stage === "error") {
    return (
      <div className="net-flow">
        {flow.stage === "error" && <StepError step={flow.step} message={flow.message} />}
        <p className="empty">Make an invite code, send it to your friend by any chat, and paste their answer code here.</p>
        <button type="button" className="button" onClick={() => void hostGame(deck ?? {})} disabled={!deck} data-testid="create-invite">
          Create an invite code
        </button>
      </div>
    );
  }
  if (flow.stage === "preparing") return <p className="empty">Preparing the invite…</p>;
  return (
    <div className="net-flow">
      <CopyBox code={flow.invite} label="1. Send this invite code to your friend" testId="invite-code" />
      <label className="field">
        <span>2. Paste their answer code</span>
        <textarea value={answer} onChange={(e) => setAnswer(e.target.value)} rows={3} placeholder="MOX1-…" data-testid="answer-input" />
      </label>
      <button type="button" className="button" onClick={() => deck && void acceptAnswer(answer, deck)} disabled={!answer.trim() || flow.connecting || !deck} data-testid="connect-answer">
        {flow.connecting ? "Connecting…" : "Connect"}
      </button>
    </div>
  );
}

function JoinFlowView({ deck }: { deck: DeckChoice | null }) {
  const flow = useStore((s) => s.joinFlow);
  const joinGame = useStore((s) => s.joinGame);
  const [invite, setInvite] = useState("");
  if (flow.stage === "answer") {
    return (
      <div className="net-flow">
        <CopyBox code={flow.answer} label="Send this answer code back to your friend" testId="answer-code" />
        <p className="empty waiting">Waiting for your friend to paste it…</p>
      </div>
    );
  }
  return (
    <div className="net-flow">
      {flow.stage === "error" && <StepError step={flow.step} message={flow.message} />}
      <label className="field">
        <span>Paste the invite code your friend sent</span>
        <textarea value={invite} onChange={(e) => setInvite(e.target.value)} rows={3} placeholder="MOX1-…" data-testid="invite-input" />
      </label>
      <button type="button" className="button" onClick={() => deck && void joinGame(invite, deck)} disabled={!invite.trim() || !deck || flow.stage === "reading"} data-testid="join-invite">
        {flow.stage === "reading" ? "Reading…" : "Make my answer code"}
      </button>
    </div>
  );
}
