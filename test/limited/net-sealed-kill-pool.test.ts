/** kill -9 during a network sealed event (in the payment, after the pool is kept, once ready for game 1): both sides resume (net-kill-helpers.ts). */
import { killTest } from "./net-kill-helpers";

killTest("limited-pool", "guest");
killTest("pool-recorded", "host");
killTest("ready-1", "guest");
