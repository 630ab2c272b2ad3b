/**
 * Two sides of a Winston draft run in one process, their messages passed as plain JSON objects
 * (each one copied through JSON, as a network would carry it): the shuffle, the draft to its end,
 * and the audit of both. No transport yet; `tamper` plays a modified program that changes what it
 * sends, and `tamperSecrets` one that lies at the audit.
 */
import type { RandomBytes } from "../../net/hidden/group";
import { auditDraft, type RecordedMessage, type WinstonAudit } from "./audit";
import { other, whoOwes, WinstonError, type Seat, type WinstonErrorCode, type WinstonMessage, type WinstonSetup } from "./protocol";
import { WinstonSide, type Chooser, type WinstonAuditSecrets } from "./side";

export interface DraftRun {
  sides: [WinstonSide, WinstonSide];
  /** Every message sent, in order, as it was sent: what the signed log would hold. */
  record: RecordedMessage[];
  /** The message the receiver refused, which stopped the draft. */
  refused: { from: Seat; code: WinstonErrorCode; message: string } | null;
  audit: WinstonAudit;
}

export interface DraftOptions {
  setup: WinstonSetup;
  rands: [RandomBytes, RandomBytes];
  choosers: [Chooser, Chooser];
  /** A modified program: what it sends instead of `msg` (its own copy applied the honest one). */
  tamper?: (from: Seat, msg: WinstonMessage, side: WinstonSide) => unknown;
  tamperSecrets?: (seat: Seat, secrets: WinstonAuditSecrets) => unknown;
  /** Called after each message is delivered (progress, tests). */
  onMessage?: (from: Seat, msg: unknown, sides: readonly [WinstonSide, WinstonSide]) => void;
}

export function runDraft(o: DraftOptions): DraftRun {
  const sides: [WinstonSide, WinstonSide] = [new WinstonSide(0, o.setup, o.rands[0]), new WinstonSide(1, o.setup, o.rands[1])];
  const record: RecordedMessage[] = [];
  let refused: DraftRun["refused"] = null;
  // A bound far above any draft's length (a shuffle of four messages, at most seven per card).
  for (let guard = 0; guard < 8 * o.setup.cards.length + 16; guard++) {
    const from = whoOwes(sides[0].state);
    if (from === null) break;
    const honest = sides[from].next(o.choosers[from]);
    if (!honest) throw new Error(`Winston driver: seat ${from + 1} owes a message but made none.`);
    const sent = o.tamper ? o.tamper(from, honest, sides[from]) : honest;
    const wire: unknown = JSON.parse(JSON.stringify(sent));
    record.push({ from, msg: wire });
    try {
      sides[other(from)].receive(wire);
    } catch (err) {
      if (!(err instanceof WinstonError)) throw err;
      refused = { from, code: err.code, message: err.message };
      break;
    }
    o.onMessage?.(from, wire, sides);
  }
  const shown = sides.map((s) => {
    const secrets = s.auditSecrets();
    return JSON.parse(JSON.stringify(o.tamperSecrets ? o.tamperSecrets(s.seat, secrets) : secrets)) as unknown;
  }) as [unknown, unknown];
  return { sides, record, refused, audit: auditDraft(o.setup, record, shown) };
}
