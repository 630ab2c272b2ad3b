/**
 * The registry of `moxen bench` subcommands. To add one: write bench/<name>.ts exporting a
 * `Command` whose run() takes `--json` (print with ./report.ts), and add it to this list.
 */
import type { Command } from "../../command";
import { collectionBench } from "./collection";
import { engineBench } from "./engine";
import { hiddenBench } from "./hidden";
import { netBench } from "./net";
import { uiBench } from "./ui";

export const benchCommands: Command[] = [
  engineBench,
  uiBench,
  collectionBench,
  netBench,
  hiddenBench,
];
