/**
 * The invite/answer code exchange that opens a direct connection to a friend, shared by every
 * screen that connects two programs by codes (trading, limited events): make an invite and paste
 * the friend's answer, or paste the friend's invite and send back the answer. The caller owns the
 * flow (its store makes the codes through the typed API); this draws it. `testId` prefixes the
 * test ids (`<testId>-invite-code`, `-answer-input`, `-connect`, `-answer-code`, `-create-invite`,
 * `-invite-input`, `-join`, `-net-error`).
 */
import { useState, type ReactNode } from "react";

export type CodeFlow =
  | { stage: "idle" }
  | { stage: "busy"; what: string }
  | { stage: "invite"; code: string }
  | { stage: "answer"; code: string }
  | { stage: "error"; message: string };

export function CodeExchange(props: {
  flow: CodeFlow;
  testId: string;
  /** The idle view's class (its layout). */
  className: string;
  title?: ReactNode;
  createLabel: string;
  joinLabel: string;
  onInvite(): void;
  onAnswer(code: string): void;
  onJoin(code: string): void;
}) {
  const { flow, testId } = props;
  const [answer, setAnswer] = useState("");
  const [inviteText, setInviteText] = useState("");
  return (
    <section className="panel" aria-label="Connect to a friend">
      {props.title}
      {flow.stage === "error" && (
        <p className="error" role="alert" data-testid={`${testId}-net-error`}>
          {flow.message}
        </p>
      )}
      {flow.stage === "busy" && <p className="empty">{flow.what}</p>}
      {flow.stage === "invite" ? (
        <>
          <label className="field">
            <span>1. Send this invite code to your friend</span>
            <textarea readOnly rows={3} value={flow.code} data-testid={`${testId}-invite-code`} />
          </label>
          <label className="field">
            <span>2. Paste their answer code</span>
            <textarea rows={3} value={answer} onChange={(e) => setAnswer(e.target.value)} data-testid={`${testId}-answer-input`} />
          </label>
          <button type="button" className="button" disabled={!answer.trim()} onClick={() => props.onAnswer(answer)} data-testid={`${testId}-connect`}>
            Connect
          </button>
        </>
      ) : flow.stage === "answer" ? (
        <label className="field">
          <span>Send this answer code back to your friend</span>
          <textarea readOnly rows={3} value={flow.code} data-testid={`${testId}-answer-code`} />
        </label>
      ) : (
        <div className={props.className}>
          <button type="button" className="button" onClick={props.onInvite} disabled={flow.stage === "busy"} data-testid={`${testId}-create-invite`}>
            {props.createLabel}
          </button>
          <label className="field">
            <span>…or paste your friend's invite code</span>
            <textarea rows={3} value={inviteText} onChange={(e) => setInviteText(e.target.value)} data-testid={`${testId}-invite-input`} />
          </label>
          <button type="button" className="button" disabled={!inviteText.trim() || flow.stage === "busy"} onClick={() => props.onJoin(inviteText)} data-testid={`${testId}-join`}>
            {props.joinLabel}
          </button>
        </div>
      )}
    </section>
  );
}
