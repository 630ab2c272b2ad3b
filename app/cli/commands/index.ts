/**
 * The registry of `moxen` commands. To add one: write commands/<name>.ts exporting a
 * `Command` (see ../command.ts) and add it to this list.
 */
import type { Command } from "../command";
import { auditCommand } from "./audit";
import { benchCommand } from "./bench";
import { cardsCommand } from "./cards";
import { deckCommand } from "./deck";
import { fuzzCommand } from "./fuzz";
import { gauntletCommand } from "./gauntlet";
import { peerCommand } from "./peer";
import { playCommand } from "./play";
import { puzzleCommand } from "./puzzle";
import { scenarioCommand } from "./scenario";
import { sealedCommand } from "./sealed";
import { selfplayCommand } from "./selfplay";
import { simCommand } from "./sim";
import { tradeCommand } from "./trade";
import { webCommand } from "./web";
import { winstonCommand } from "./winston";

export const commands: Command[] = [
  webCommand,
  benchCommand,
  scenarioCommand,
  puzzleCommand,
  deckCommand,
  cardsCommand,
  simCommand,
  gauntletCommand,
  sealedCommand,
  fuzzCommand,
  playCommand,
  peerCommand,
  tradeCommand,
  selfplayCommand,
  auditCommand,
  winstonCommand,
];
