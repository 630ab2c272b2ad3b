/** Handlers of the "app" contract group. */
import { ENGINE_VERSION } from "../../engine/index";
import type { HostContext, Service } from "./context";
import type { GroupHandlers } from "./ipc/router";

export function createAppService(ctx: HostContext): Service<GroupHandlers<"app">> {
  return {
    handlers: {
      "app.info": () => ({
        version: ctx.version,
        engineVersion: ENGINE_VERSION,
        dataDir: ctx.dataDir,
        platform: process.platform,
        shell: ctx.shell,
      }),
      "app.ping": (args) => ({ echo: args?.echo ?? "", at: Date.now() }),
    },
  };
}
