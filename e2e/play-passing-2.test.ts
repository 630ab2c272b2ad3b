/** Passing is exact: the last two seeded games, where the player spends (e2e/passing-suite.ts). */
import { passingSuite } from "./passing-suite";

passingSuite("Play: passing is exact when the player spends everything (e2e, Chromium)", [
  ["passing-3", "b:blue-black-control", true, false],
  ["passing-4", "b:black-red-raiders", true, true],
], "off");
