import { selectPing, selectPingHost } from "../store/selectors";
import { useStore } from "../store/index";

/** A button that round-trips app.ping and says how it went. */
export function PingCheck() {
  const ping = useStore(selectPing);
  const pingHost = useStore(selectPingHost);
  return (
    <div className="ping-check">
      <button type="button" className="button" onClick={() => void pingHost()} disabled={ping.status === "waiting"}>
        Check connection
      </button>
      <p data-testid="ping-result" className={ping.status === "failed" ? "error" : undefined}>
        {ping.status === "idle" && "Not checked yet."}
        {ping.status === "waiting" && "Waiting for the host…"}
        {ping.status === "ok" && `The host answered “${ping.echo}” in ${ping.ms} ms.`}
        {ping.status === "failed" && ping.message}
      </p>
    </div>
  );
}
