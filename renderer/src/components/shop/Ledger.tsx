/** Coin movements, newest first. */
import { useStore } from "../../store/index";

export function Ledger() {
  const ledger = useStore((s) => s.ledger);
  return (
    <table className="card-list compact ledger" data-testid="ledger">
      <thead>
        <tr><th>When</th><th>What</th><th className="num">Coins</th></tr>
      </thead>
      <tbody>
        {ledger.map((e) => (
          <tr key={e.id}>
            <td className="dim">{e.at.slice(0, 16).replace("T", " ")}</td>
            <td>{e.reason}</td>
            <td className={`num ${e.amount >= 0 ? "credit" : "debit"}`}>{e.amount >= 0 ? `+${e.amount}` : e.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
