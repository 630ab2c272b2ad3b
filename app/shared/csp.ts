/**
 * The Content-Security-Policy for every page Moxen shows, in Electron and in the web host.
 * No inline scripts and no eval: Vite's build output runs under it. WebRTC needs no entry.
 * The two differ only in connect-src: the web host's page talks to the host over a WebSocket
 * on 127.0.0.1; Electron's page talks to it over IPC, so it may connect to nothing but itself.
 */
function policy(connectSrc: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSrc}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const WEB_HOST_CSP = policy("'self' ws://127.0.0.1:*");
export const ELECTRON_CSP = policy("'self'");

function headers(csp: string): Readonly<Record<string, string>> {
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    // The page URL carries the launch secret (?k=…): never leak it in a Referer.
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Headers sent with every response of the web host. */
export const WEB_HOST_SECURITY_HEADERS = headers(WEB_HOST_CSP);
/** Headers sent with every response of Electron's moxen:// protocol handler. */
export const ELECTRON_SECURITY_HEADERS = headers(ELECTRON_CSP);
