/** kill -9 of the guest in the middle of a network Winston draft: both resume from their logs, the draft and the games finish (net-kill-helpers.ts). */
import { killTest } from "./net-kill-helpers";

killTest("draft-6", "guest", { kind: "winston" });
