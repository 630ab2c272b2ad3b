/** Passing is exact: the first two seeded games (the suite is e2e/passing-suite.ts). */
import { passingSuite } from "./passing-suite";

passingSuite("Play: passing is exact, and keys work wherever the focus is (e2e, Chromium)", [
  ["passing-1", "b:blue-black-control", false, false],
  ["passing-2", "b:white-blue-skies", false, false],
], "fast");
