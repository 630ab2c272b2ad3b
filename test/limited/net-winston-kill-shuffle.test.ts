/** kill -9 during the shuffle steps of a network Winston draft: both resume from their logs, the draft and the games finish (net-kill-helpers.ts). */
import { killTest } from "./net-kill-helpers";

killTest("shuffle-2", "guest", { kind: "winston" });
