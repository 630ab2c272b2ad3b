// Vite builds the renderer into dist/renderer, served by the web host and by Electron's
// moxen:// protocol. Output must run under the strict CSP in app/shared/csp.ts: no inline
// scripts, so the module-preload polyfill (an inline helper in some setups) is off.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: here,
  base: "./",
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL("../dist/renderer", import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    sourcemap: true,
    target: "es2022",
  },
});
