/**
 * `moxen bench net`: the network path over loopback WebRTC (@roamhq/wrtc), in one process.
 *   - raw: round trip of a small message echoed over the data channel;
 *   - action: round trip of a signed game action with the real engine — apply and hash,
 *     sign, log, send; the peer verifies, applies, hashes, compares; its signed
 *     acknowledgement comes back and is verified;
 *   - their ratio (the aim is under 2).
 * Figures only; nothing is asserted.
 */
import { legalActionList, type Action, type GameState } from "../../../../engine/index";
import { engineRules } from "../../../host/net/engine-rules";
import { Identity } from "../../../host/net/identity";
import { PeerSession } from "../../../host/net/peer-session";
import { SeededRandom } from "../../../host/net/seeded-random";
import type { Transport } from "../../../host/net/transport";
import { answerInvitation, createInvitation } from "../../../host/net/wrtc-transport";
import { resolveDeck } from "../../../host/play/decks";
import { parseArgs } from "../../args";
import type { Command } from "../../command";
import { percentile, printReport, type Figure } from "./report";

export const netBench: Command = {
  name: "net",
  summary: "loopback WebRTC: raw ping vs signed, verified, applied game action",
  usage: `Usage: moxen bench net [--json] [--pings N] [--actions N] [--seed S]

  --pings N     raw data-channel round trips (default 300)
  --actions N   game actions to time (default 300; a new game starts if one ends)
  --seed S      seed of the random players' choices (default 1)`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      json: { type: "boolean", default: false },
      pings: { type: "int", min: 1, max: 100_000, default: 300 },
      actions: { type: "int", min: 1, max: 100_000, default: 300 },
      seed: { type: "int", default: 1 },
    });
    const started = performance.now();
    let [a, b] = await connectPair();
    const connectMs = performance.now() - started;

    // Raw: b echoes whatever it gets.
    b.onMessage((bytes) => b.send(bytes));
    const raw: number[] = [];
    for (let i = 0; i < options.pings; i++) {
      const payload = new Uint8Array(64);
      const t = performance.now();
      await new Promise<void>((resolve) => {
        const off = a.onMessage(() => (off(), resolve()));
        a.send(payload);
      });
      raw.push(performance.now() - t);
    }
    a.close();
    b.close();

    // Signed actions through two peer sessions with the real engine.
    const action: number[] = [];
    const random = new SeededRandom(options.seed);
    const decks = [resolveDeck("red-green-beats").cards, resolveDeck("white-blue-skies").cards];
    let games = 0;
    while (action.length < options.actions) {
      [a, b] = await connectPair();
      games++;
      await timeGame(a, b, decks, random, action, options.actions);
    }

    const median = (xs: number[]) => percentile([...xs].sort((x, y) => x - y), 50);
    const rawMedian = median(raw);
    const actionMedian = median(action);
    const figures: Figure[] = [
      { key: "connect_ms", label: "WebRTC connection through codes", value: connectMs, unit: "ms" },
      { key: "ping_p50_ms", label: "raw data-channel round trip, median", value: rawMedian, unit: "ms" },
      { key: "ping_p95_ms", label: "raw data-channel round trip, p95", value: percentile([...raw].sort((x, y) => x - y), 95), unit: "ms" },
      { key: "action_p50_ms", label: "signed game action round trip, median", value: actionMedian, unit: "ms" },
      { key: "action_p95_ms", label: "signed game action round trip, p95", value: percentile([...action].sort((x, y) => x - y), 95), unit: "ms" },
      { key: "ratio", label: "action / raw (aim: under 2)", value: actionMedian / rawMedian, unit: "×" },
    ];
    printReport("net", figures, options.json, { pings: raw.length, actions: action.length, games });
    return 0;
  },
};

async function connectPair(): Promise<[Transport, Transport]> {
  const invitation = await createInvitation();
  const answer = await answerInvitation(invitation.code);
  const { transport } = await invitation.accept(answer.code);
  return [transport, await answer.connected];
}

/** Plays random legal actions; records submit → signed acknowledgement for each. */
function timeGame(ta: Transport, tb: Transport, decks: string[][], random: SeededRandom, out: number[], wanted: number): Promise<void> {
  const make = (role: "host" | "guest", deck: string[]) =>
    new PeerSession<GameState, Action>({
      identity: Identity.generate().identity,
      role,
      rules: engineRules,
      local: { name: role, app: "bench", cards: "bench", deck },
      ackDelayMs: 0,
    });
  const sessions = [make("host", decks[0]!), make("guest", decks[1]!)];
  return new Promise((resolve, reject) => {
    const finish = () => {
      sessions.forEach((s) => s.close());
      resolve();
    };
    let waiting = false;
    const step = () => {
      if (waiting) return;
      const mover = sessions.find((s) => s.state && s.status === "playing" && engineRules.whoMayAct(s.state) === s.seat);
      if (out.length >= wanted || sessions.some((s) => s.status === "finished" || s.status === "halted")) return finish();
      if (!mover) return;
      const legal = legalActionList(mover.state!, mover.seat);
      const t = performance.now();
      const r = mover.submit(legal[Math.floor(random.next() * legal.length)]!);
      if (!r.ok) return reject(new Error(r.rejection.message));
      waiting = true;
      const off = mover.on("acknowledged", (seq) => {
        if (seq < r.seq) return;
        off();
        out.push(performance.now() - t);
        waiting = false;
        setImmediate(step);
      });
    };
    for (const s of sessions) s.on("ready", () => setImmediate(step));
    sessions[0]!.attach(ta);
    sessions[1]!.attach(tb);
  });
}
