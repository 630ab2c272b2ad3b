/** kill -9 during a network sealed event (in the middle of game 1, after it, after showing its secrets): both sides resume (net-kill-helpers.ts). */
import { killTest } from "./net-kill-helpers";

killTest("game-started-1+1500", "host");
killTest("game-over-1", "guest");
killTest("final-sent", "host");
