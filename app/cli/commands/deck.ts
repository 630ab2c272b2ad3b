/** `moxen deck validate|convert`: deck files from the command line, no collection needed. */
import { writeFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { UsageError, parseArgs } from "../args";
import type { Command } from "../command";
import {
  CollectionError,
  DECK_FILE_FORMATS,
  DECK_FORMATS,
  MAX_DECK_FILE_BYTES,
  NameIndex,
  convertDeckFile,
  describeValidation,
  loadCardData,
  validateDeckFile,
  type DeckFileFormat,
  type DeckFormat,
} from "../../host/collection/index";
import { resourcesDir } from "../../host/paths";
import { readRegularFile, UnreadableFileError } from "../../host/safe-read";
import { decodeTextFile } from "../../shared/text-file";

const usage = `Usage:
  moxen deck validate FILE [--format oldschool|freeform]
  moxen deck convert FILE --to txt|arena|dek|cod|dck [--out FILE]

validate  reads a deck file and prints whether it is legal in the format (default
          oldschool), with every reason, and which cards the engine does not implement
          yet. Exits 1 when the deck is not valid or the file cannot be read.
convert   writes the deck in another format, to standard output unless --out is given.

Deck files are recognised from their content, whatever their extension: plain text
("4 Lightning Bolt", "SB: 2 Fog"), MTG Arena ("4 Lightning Bolt (LEA) 161"), MTGO .dek,
Cockatrice .cod and Forge .dck.`;

/** A deck file's text: a regular file only (a FIFO would hang), UTF-8 or UTF-16 (Notepad). */
function readDeckFileText(file: string): string {
  try {
    return decodeTextFile(readRegularFile(file, MAX_DECK_FILE_BYTES));
  } catch (e) {
    if (!(e instanceof UnreadableFileError)) throw e;
    if (e.reason === "too-large") throw new CollectionError("TOO_LARGE", `${e.message}: deck files may be at most ${MAX_DECK_FILE_BYTES / 1024} KiB`);
    throw new CollectionError("DECK_FILE", e.message);
  }
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw new UsageError(`--${flag} must be one of ${allowed.join(", ")}, got "${value}"`);
  return value as T;
}

function names(): NameIndex {
  return new NameIndex(loadCardData(resourcesDir()).cards);
}

async function validate(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(argv, { format: { type: "string", default: "oldschool" } }, { min: 1, max: 1 });
  const format = oneOf<DeckFormat>(options.format, DECK_FORMATS, "format")!;
  const file = positionals[0]!;
  const { fileFormat, warnings, validation } = validateDeckFile(names(), readDeckFileText(file), format);
  console.log(`${file} (read as ${fileFormat})`);
  for (const w of warnings) console.log(`  warning: ${w}`);
  for (const line of describeValidation(validation)) console.log(line);
  return validation.valid ? 0 : 1;
}

async function convert(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(argv, { to: { type: "string" }, out: { type: "string" } }, { min: 1, max: 1 });
  const to = oneOf<DeckFileFormat>(options.to, DECK_FILE_FORMATS, "to");
  if (!to) throw new UsageError(`--to is required: one of ${DECK_FILE_FORMATS.join(", ")}`);
  const file = positionals[0]!;
  const result = convertDeckFile(names(), readDeckFileText(file), to, basename(file, extname(file)));
  for (const w of result.warnings) console.error(`warning: ${w}`);
  if (options.out) {
    writeFileSync(options.out, result.text);
    console.error(`Wrote ${options.out} (${to}, from ${result.fileFormat}).`);
  } else process.stdout.write(result.text);
  return 0;
}

export const deckCommand: Command = {
  name: "deck",
  summary: "Validate a deck file, or convert it between txt, Arena, MTGO, Cockatrice and Forge",
  usage,
  async run(argv) {
    const [sub, ...rest] = argv;
    try {
      if (sub === "validate") return await validate(rest);
      if (sub === "convert") return await convert(rest);
    } catch (e) {
      if (e instanceof CollectionError) {
        console.error(`moxen deck ${sub}: ${e.message}`);
        return 1;
      }
      throw e;
    }
    throw new UsageError(sub ? `unknown subcommand "${sub}"` : "which subcommand: validate or convert?");
  },
};
