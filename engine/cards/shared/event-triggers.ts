/**
 * Helpers shared by the event-watching triggers of batch 2 of issue 20 (Psychic Venom, Backfire):
 * "that permanent's controller", read as the ability resolves.
 */
import type { PlayerId } from "../../types";
import type { ResolveContext } from "../../core/context";
import type { EffectStep } from "../types";
import { code } from "../dsl";

/**
 * The controller of the trigger's object now or, if it has left the battlefield, as it last
 * existed (CR 608.2h, 113.7a), taken from the trigger's data (`fallback`: the field holding the
 * controller the event saw).
 */
export function controllerOfThatObject(ctx: ResolveContext, fallback: "player" | "sourceController"): PlayerId | undefined {
  const id = ctx.data.object;
  const o = id ? ctx.g.obj(id) : undefined;
  if (o && o.zone === "battlefield") return ctx.g.chars(o).controller;
  const p = ctx.data[fallback];
  return p === "A" || p === "B" ? p : undefined;
}

/** A step that remembers "that permanent's controller" in `ctx.memo[key]`, for a later step's `{ memo: key }`. */
export const rememberControllerOfThatObject = (key: string, fallback: "player" | "sourceController"): EffectStep =>
  code((ctx) => {
    const p = controllerOfThatObject(ctx, fallback);
    if (p) ctx.memo[key] = p;
  });
