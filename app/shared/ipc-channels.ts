/** Electron IPC channel names. One channel per contract method; one for pushed events. */
import type { MethodName } from "./contract/index";

export const METHOD_CHANNEL_PREFIX = "moxen:call:";
export const methodChannel = (name: MethodName) => `${METHOD_CHANNEL_PREFIX}${name}`;
/** Host → renderer: (name, payload). The preload passes on the payload only. */
export const EVENT_CHANNEL = "moxen:event";
/** The origin the renderer is served from in Electron (app/main/protocol.ts). */
export const APP_SCHEME = "moxen";
export const APP_ORIGIN = `${APP_SCHEME}://app`;
