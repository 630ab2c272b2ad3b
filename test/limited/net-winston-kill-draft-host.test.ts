/** kill -9 of the host in the middle of a network Winston draft (a file of its own: each kill test runs a whole event twice). */
import { killTest } from "./net-kill-helpers";

killTest("draft-9", "host", { kind: "winston" });
