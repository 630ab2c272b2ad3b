/**
 * The IPC contract: every method the renderer may call and every event the host may push.
 * Electron (preload + main) and the web host (WebSocket) both carry exactly this, and the
 * host router in app/host/ipc validates every argument against it.
 *
 * To add a group: write `<group>.ts` beside this file exporting `<group>Methods` (and
 * `<group>Events` if it pushes any), then add it to the two spreads below.
 */
import type { Result } from "../result";
import type { AnyEvent, AnyMethod, EventSpec, MethodSpec } from "./define";
import { appEvents, appMethods } from "./app";
import { collectionMethods } from "./collection";
import { imagesEvents, imagesMethods } from "./images";
import { matchEvents, matchMethods } from "./match";
import { netEvents, netMethods } from "./net";
import { settingsEvents, settingsMethods } from "./settings";
import { tradeEvents, tradeMethods } from "./trade";
import { limitedNetEvents, limitedNetMethods } from "./limited-net";

export const methods = {
  ...appMethods,
  ...collectionMethods,
  ...imagesMethods,
  ...matchMethods,
  ...netMethods,
  ...settingsMethods,
  ...tradeMethods,
  ...limitedNetMethods,
} satisfies Record<string, AnyMethod>;

export const events = {
  ...appEvents,
  ...imagesEvents,
  ...matchEvents,
  ...netEvents,
  ...settingsEvents,
  ...tradeEvents,
  ...limitedNetEvents,
} satisfies Record<string, AnyEvent>;

export type Methods = typeof methods;
export type MethodName = keyof Methods & string;
export type ArgsOf<N extends MethodName> = Methods[N] extends MethodSpec<infer A, unknown> ? A : never;
export type ResultOf<N extends MethodName> = Methods[N] extends MethodSpec<any, infer R> ? R : never;

export type Events = typeof events;
export type EventName = keyof Events & string;
export type PayloadOf<E extends EventName> = Events[E] extends EventSpec<infer P> ? P : never;

export const methodNames = Object.keys(methods) as MethodName[];
export const eventNames = Object.keys(events) as EventName[];

export function isMethodName(name: unknown): name is MethodName {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(methods, name);
}
export function isEventName(name: unknown): name is EventName {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(events, name);
}

/** The function a method becomes on `window.moxen`: no argument, optional, or required. */
export type MethodFn<N extends MethodName> = [ArgsOf<N>] extends [void]
  ? () => Promise<Result<ResultOf<N>>>
  : undefined extends ArgsOf<N>
    ? (args?: ArgsOf<N>) => Promise<Result<ResultOf<N>>>
    : (args: ArgsOf<N>) => Promise<Result<ResultOf<N>>>;

type GroupOf<N> = N extends `${infer G}.${string}` ? G : never;
export type GroupName = GroupOf<MethodName>;

export type EventListener<E extends EventName> = (payload: PayloadOf<E>) => void;

/** `window.moxen`: one object per group holding named functions, plus typed event subscription. */
export type MoxenApi = {
  readonly [G in GroupName]: {
    readonly [N in MethodName as N extends `${G}.${infer M}` ? M : never]: MethodFn<N>;
  };
} & {
  /** Subscribes to a contract-declared host event; returns the unsubscribe function. */
  readonly onEvent: <E extends EventName>(name: E, listener: EventListener<E>) => () => void;
};

export type { Result } from "../result";
export type { AppInfo, Notice, Pong } from "./app";
