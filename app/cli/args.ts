/**
 * A small argument parser shared by every command: long options with types, clear errors.
 *   const { options, positionals } = parseArgs(argv, { port: { type: "int" }, json: { type: "boolean" } });
 * Built on node:util parseArgs, adding integer/number types and the --data-dir convention.
 */
import { parseArgs as nodeParseArgs } from "node:util";
import { resolveDataDir } from "../host/paths";

/** A mistake in how the command was called: main prints it with the usage, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

export type OptionSpec =
  | { type: "string"; short?: string; default?: string }
  | { type: "boolean"; short?: string; default?: boolean }
  | { type: "int"; short?: string; default?: number; min?: number; max?: number }
  | { type: "number"; short?: string; default?: number; min?: number; max?: number };

type ValueOf<S extends OptionSpec> = S extends { type: "string" } ? string : S extends { type: "boolean" } ? boolean : number;
export type Options<Spec extends Record<string, OptionSpec>> = {
  [K in keyof Spec]: Spec[K] extends { default: unknown } ? ValueOf<Spec[K]> : ValueOf<Spec[K]> | undefined;
};

export interface PositionalRule {
  min?: number;
  max?: number;
}

export function parseArgs<Spec extends Record<string, OptionSpec>>(
  argv: string[],
  spec: Spec,
  positionals: PositionalRule = { max: 0 },
): { options: Options<Spec>; positionals: string[] } {
  const nodeSpec: Record<string, { type: "string" | "boolean"; short?: string }> = {};
  for (const [name, o] of Object.entries(spec)) nodeSpec[name] = { type: o.type === "boolean" ? "boolean" : "string", ...(o.short ? { short: o.short } : {}) };
  let parsed;
  try {
    parsed = nodeParseArgs({ args: argv, options: nodeSpec, allowPositionals: true, strict: true });
  } catch (e) {
    // node's messages are good but long; keep their first sentence.
    throw new UsageError(String((e as Error).message).split(". ")[0]!.replace(/^Unknown option/, "unknown option"));
  }
  const options: Record<string, unknown> = {};
  for (const [name, o] of Object.entries(spec)) {
    const raw = (parsed.values as Record<string, string | boolean | undefined>)[name];
    if (raw === undefined) {
      options[name] = o.default;
    } else if (o.type === "int" || o.type === "number") {
      const n = Number(raw);
      const isInt = o.type === "int";
      if (raw === "" || !Number.isFinite(n) || (isInt && !Number.isSafeInteger(n))) {
        throw new UsageError(`--${name} must be ${isInt ? "an integer" : "a number"}, got "${raw}"`);
      }
      if ((o.min !== undefined && n < o.min) || (o.max !== undefined && n > o.max)) {
        throw new UsageError(`--${name} must be between ${o.min ?? "-∞"} and ${o.max ?? "∞"}, got ${n}`);
      }
      options[name] = n;
    } else {
      options[name] = raw;
    }
  }
  const pos = parsed.positionals;
  if (positionals.min !== undefined && pos.length < positionals.min) throw new UsageError(`expected at least ${positionals.min} argument(s)`);
  if (positionals.max !== undefined && pos.length > positionals.max) {
    throw new UsageError(positionals.max === 0 ? `unexpected argument "${pos[0]}"` : `expected at most ${positionals.max} argument(s)`);
  }
  return { options: options as Options<Spec>, positionals: pos };
}

/** The option every command that touches user data takes. */
export const dataDirOption = { "data-dir": { type: "string" } } as const;

/** `--data-dir`, else MOXEN_DATA_DIR, else the platform's usual folder. */
export const dataDirFrom = (options: { "data-dir"?: string }) => resolveDataDir({ flag: options["data-dir"] });

export const wantsHelp = (argv: string[]) => argv.includes("--help") || argv.includes("-h");
