/** The table's own settings and exits: auto-pass, paying by hand, concede, leave. */
import { useState } from "react";
import { useStore } from "../../store/index";
import { useModel } from "./model";

export function TableMenu() {
  const m = useModel();
  const autoPass = useStore((s) => s.autoPass);
  const payByHand = useStore((s) => s.payByHand);
  const setAutoPass = useStore((s) => s.setAutoPass);
  const setPayByHand = useStore((s) => s.setPayByHand);
  const respondToOwn = useStore((s) => s.respondToOwn);
  const setRespondToOwn = useStore((s) => s.setRespondToOwn);
  const concede = useStore((s) => s.concede);
  const leave = useStore((s) => s.leaveMatch);
  const [confirm, setConfirm] = useState(false);
  const over = !!m.update.result;
  return (
    <div className="side-box table-menu">
      <div className="tm-title">
        <span>
          Match #{m.update.matchId}
          {m.summary?.kind === "local-ai" ? ` · vs ${m.summary.seats.B.name}` : m.summary?.kind === "hotseat" ? " · hotseat" : m.summary?.kind === "network" ? ` · ${m.summary.connected === false ? "disconnected" : "online"}` : ""}
        </span>
        <button type="button" className="link-button" onClick={leave} title="Back to the lobby (the match keeps its place)" data-testid="leave-table">
          Lobby
        </button>
      </div>
      <label className="tm-toggle" title="Pass priority for you when passing is all you could do (stops still halt)">
        <input type="checkbox" checked={autoPass} onChange={(e) => setAutoPass(e.target.checked)} data-testid="toggle-autopass" /> Auto-pass
      </label>
      <label className="tm-toggle" title="Open the payment dialog when you cast, instead of paying automatically">
        <input type="checkbox" checked={payByHand} onChange={(e) => setPayByHand(e.target.checked)} data-testid="toggle-paybyhand" /> Pay mana by hand
      </label>
      <label className="tm-toggle" title="Stop with your own spell on the stack, to respond to it (else it resolves unless the opponent responds; Shift while casting or passing does this once)">
        <input type="checkbox" checked={respondToOwn} onChange={(e) => setRespondToOwn(e.target.checked)} data-testid="toggle-respond-own" /> Let me respond to my own spells
      </label>
      {!over &&
        (confirm ? (
          <div className="tm-confirm">
            Concede this game?{" "}
            <button type="button" className="pb-button small danger" onClick={() => void concede()} data-testid="concede-confirm">
              Concede
            </button>{" "}
            <button type="button" className="pb-button small" onClick={() => setConfirm(false)}>
              No
            </button>
          </div>
        ) : (
          <button type="button" className="link-button" onClick={() => setConfirm(true)} data-testid="concede">
            Concede…
          </button>
        ))}
    </div>
  );
}
