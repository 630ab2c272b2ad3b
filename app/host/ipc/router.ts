/**
 * The one router for every transport. It checks the method exists, validates the argument
 * against the contract, runs the handler, and always resolves to a Result: nothing a caller
 * sends can make it throw into the transport.
 */
import { methods, isMethodName, type ArgsOf, type MethodName, type ResultOf } from "../../shared/contract/index";
import { err, ok, type Result } from "../../shared/result";
import { validate, type Schema } from "../../shared/validate";
import { HostError } from "../errors";
import type { ClientId } from "../events";

export interface CallContext {
  /** Which renderer called: handlers use it to answer per player (match views) and to clean up. */
  client: ClientId;
}

export type Handler<N extends MethodName> = (args: ArgsOf<N>, ctx: CallContext) => ResultOf<N> | Promise<ResultOf<N>>;
export type Handlers = { [N in MethodName]: Handler<N> };
/** The handlers of one group, e.g. GroupHandlers<"app"> covers "app.info" and "app.ping". */
export type GroupHandlers<G extends string> = { [N in MethodName as N extends `${G}.${string}` ? N : never]: Handler<N> };

export interface Router {
  call(name: unknown, args: unknown, ctx: CallContext): Promise<Result<unknown>>;
  readonly methodNames: readonly MethodName[];
}

export interface RouterOptions {
  /** Where unexpected handler failures are reported (tests pass a quiet one). */
  log?: (message: string, error: unknown) => void;
}

export function createRouter(handlers: Handlers, opts: RouterOptions = {}): Router {
  const log = opts.log ?? ((m, e) => console.error(m, e));
  const missing = Object.keys(methods).filter((n) => typeof (handlers as Record<string, unknown>)[n] !== "function");
  const extra = Object.keys(handlers).filter((n) => !isMethodName(n));
  if (missing.length || extra.length) {
    throw new Error(`Router does not match the contract. Missing: [${missing.join(", ")}] Not in contract: [${extra.join(", ")}]`);
  }

  async function call(name: unknown, args: unknown, ctx: CallContext): Promise<Result<unknown>> {
    if (!isMethodName(name)) {
      return err("unknown_method", `Unknown method ${JSON.stringify(typeof name === "string" ? name.slice(0, 100) : name ?? null)}`);
    }
    const checked = validate(methods[name].args as Schema<unknown>, args, name);
    if (!checked.ok) return err("invalid_argument", checked.message);
    try {
      const handler = handlers[name] as (a: unknown, c: CallContext) => unknown;
      return ok(await handler(checked.value, ctx));
    } catch (e) {
      if (e instanceof HostError) return err(e.code, e.message);
      log(`moxen: ${name} failed:`, e);
      return err("internal", `${name} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  return { call, methodNames: Object.keys(methods) as MethodName[] };
}
