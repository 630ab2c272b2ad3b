/**
 * A small schema DSL for validating untrusted arguments (IPC, WebSocket, files).
 * Each schema knows its TypeScript type (via `Infer`) and checks plain JSON data,
 * producing messages a developer or player can read, e.g.
 *   decks.save: argument "name" must be a string of at most 100 characters
 * Pure TypeScript: no Node, no DOM, so the renderer and engine-side tools can share it.
 */

export interface Schema<T> {
  /** Words completing "must be …", e.g. "a string of at most 100 characters". */
  readonly expects: string;
  /** True when `undefined` is acceptable (optional object fields, no-argument methods). */
  readonly optional: boolean;
  /** Returns null when valid, else the failure: where (path) and what was expected. */
  check(value: unknown, path: string): Failure | null;
  /** Phantom: carries the type for `Infer` (a function type keeps `undefined` in T). Never set. */
  readonly __type?: () => T;
}

export interface Failure {
  path: string;
  message: string;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

/** A schema that accepts `undefined`: its object field may be left out. */
export type OptionalSchema<T> = Schema<T | undefined> & { readonly optional: true };

/** Strings are bounded by default: input from outside always has a size limit. */
const DEFAULT_MAX_STRING = 10_000;
const DEFAULT_MAX_ARRAY = 10_000;

function fail(path: string, expects: string): Failure {
  return { path, message: `must be ${expects}` };
}

function schema<T>(expects: string, test: (value: unknown, path: string) => Failure | null, optional = false): Schema<T> {
  return { expects, optional, check: test };
}

export interface StringOptions {
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Human words for the pattern, e.g. "a card code like LEA.12". */
  patternName?: string;
}

function string(opts: StringOptions = {}): Schema<string> {
  const max = opts.max ?? DEFAULT_MAX_STRING;
  const min = opts.min ?? 0;
  const expects = opts.patternName
    ? `${opts.patternName} (a string of at most ${max} characters)`
    : min > 0
      ? `a string of ${min} to ${max} characters`
      : `a string of at most ${max} characters`;
  return schema(expects, (value, path) => {
    if (typeof value !== "string" || value.length > max || value.length < min) return fail(path, expects);
    if (opts.pattern && !opts.pattern.test(value)) return fail(path, expects);
    return null;
  });
}

export interface NumberOptions {
  min?: number;
  max?: number;
}

function range(opts: NumberOptions): string {
  if (opts.min !== undefined && opts.max !== undefined) return ` from ${opts.min} to ${opts.max}`;
  if (opts.min !== undefined) return ` of at least ${opts.min}`;
  if (opts.max !== undefined) return ` of at most ${opts.max}`;
  return "";
}

function numeric(kind: string, isKind: (n: number) => boolean, opts: NumberOptions): Schema<number> {
  const expects = `${kind}${range(opts)}`;
  return schema(expects, (value, path) => {
    if (typeof value !== "number" || !Number.isFinite(value) || !isKind(value)) return fail(path, expects);
    if (opts.min !== undefined && value < opts.min) return fail(path, expects);
    if (opts.max !== undefined && value > opts.max) return fail(path, expects);
    return null;
  });
}

const number = (opts: NumberOptions = {}) => numeric("a number", () => true, opts);
const int = (opts: NumberOptions = {}) => numeric("an integer", Number.isSafeInteger, opts);

const boolean = (): Schema<boolean> =>
  schema("true or false", (value, path) => (typeof value === "boolean" ? null : fail(path, "true or false")));

function literal<const L extends string | number | boolean | null>(lit: L): Schema<L> {
  const expects = JSON.stringify(lit);
  return schema(expects, (value, path) => (value === lit ? null : fail(path, expects)));
}

function oneOf<const E extends readonly (string | number)[]>(values: E): Schema<E[number]> {
  const expects = `one of ${values.map((x) => JSON.stringify(x)).join(", ")}`;
  return schema(expects, (value, path) =>
    (values as readonly unknown[]).includes(value) ? null : fail(path, expects));
}

export interface ArrayOptions {
  min?: number;
  max?: number;
}

function array<T>(item: Schema<T>, opts: ArrayOptions = {}): Schema<T[]> {
  const max = opts.max ?? DEFAULT_MAX_ARRAY;
  const min = opts.min ?? 0;
  const expects = `a list of ${min > 0 ? `${min} to ` : "at most "}${max} items`;
  return schema(expects, (value, path) => {
    if (!Array.isArray(value) || value.length > max || value.length < min) return fail(path, expects);
    for (let i = 0; i < value.length; i++) {
      const f = item.check(value[i], `${path}[${i}]`);
      if (f) return f;
    }
    return null;
  });
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** An object with exactly these fields: unknown fields are rejected, not ignored. */
function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  const expects = "an object";
  return schema(expects, (value, path) => {
    if (!isPlainObject(value)) return fail(path, expects);
    for (const key of Object.keys(value)) {
      if (!has(shape, key)) return { path: join(path, key), message: "is not allowed" };
    }
    for (const key of Object.keys(shape)) {
      const field = shape[key]!;
      const present = has(value, key) && value[key] !== undefined;
      if (!present) {
        if (field.optional) continue;
        return { path: join(path, key), message: `is required (${field.expects})` };
      }
      const f = field.check(value[key], join(path, key));
      if (f) return f;
    }
    return null;
  });
}

/** A map with string keys, e.g. card name → count. */
function record<T>(value: Schema<T>, opts: { maxKeys?: number; key?: Schema<string> } = {}): Schema<Record<string, T>> {
  const maxKeys = opts.maxKeys ?? 1_000;
  const keySchema = opts.key ?? string({ max: 200 });
  const expects = `an object of at most ${maxKeys} entries`;
  return schema(expects, (input, path) => {
    if (!isPlainObject(input)) return fail(path, expects);
    const keys = Object.keys(input);
    if (keys.length > maxKeys) return fail(path, expects);
    for (const key of keys) {
      const kf = keySchema.check(key, join(path, key));
      if (kf) return { path: kf.path, message: `is not an allowed key: it ${kf.message}` };
      const f = value.check(input[key], join(path, key));
      if (f) return f;
    }
    return null;
  });
}

function optional<T>(inner: Schema<T>): OptionalSchema<T> {
  return schema(inner.expects, (value, path) => (value === undefined ? null : inner.check(value, path)), true) as OptionalSchema<T>;
}

function nullable<T>(inner: Schema<T>): Schema<T | null> {
  const expects = `${inner.expects} or null`;
  return schema(expects, (value, path) => (value === null ? null : inner.check(value, path) && fail(path, expects)));
}

/** Tries each alternative in turn; the message lists what would have been accepted. */
function union<const A extends readonly Schema<unknown>[]>(alternatives: A): Schema<Infer<A[number]>> {
  const expects = alternatives.map((a) => a.expects).join(", or ");
  return schema(expects, (value, path) =>
    alternatives.some((a) => a.check(value, path) === null) ? null : fail(path, expects));
}

/** The "argument" of a method that takes none. */
const none = (): Schema<void> =>
  schema("nothing", (value, path) => (value === undefined ? null : { path, message: "must not be given: this method takes no argument" }), true);

/** Accepts anything; use only where a later, stricter check follows (e.g. engine actions). */
const unknown = (): Schema<unknown> => schema("anything", () => null, true);

function join(path: string, key: string): string {
  const part = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  return path ? `${path}.${part}` : part;
}

export const v = {
  string, number, int, boolean, literal, oneOf, array, object, record, optional, nullable, union, none, unknown,
};

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Validates `value` against `s`. `label` names what is validated (a method name).
 * Messages read: `app.ping: argument "echo" must be a string of at most 200 characters`.
 */
export function validate<T>(s: Schema<T>, value: unknown, label: string): Validation<T> {
  const f = s.check(value, "");
  if (!f) return { ok: true, value: value as T };
  const where = f.path ? `argument "${f.path}"` : "argument";
  return { ok: false, message: `${label}: ${where} ${f.message}` };
}
