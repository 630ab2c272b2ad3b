/**
 * Who may talk to the web host: requests for our own host name and port, carrying the
 * per-launch secret (in ?k= or the cookie set from it), and for WebSockets our own Origin.
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { secretCookieName } from "../shared/ws-protocol";

export function sameSecret(given: string | null | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface AccessRules {
  port: number;
  secret: string;
}

/** Host names a page of ours can have been loaded from (we bind 127.0.0.1 only). */
const allowedHosts = (port: number) => [`127.0.0.1:${port}`, `localhost:${port}`];

/** A Host header naming someone else is a DNS-rebinding attempt. */
export const hostAllowed = (req: IncomingMessage, rules: AccessRules) =>
  allowedHosts(rules.port).includes(req.headers.host ?? "");

export const originAllowed = (req: IncomingMessage, rules: AccessRules) =>
  allowedHosts(rules.port).map((h) => `http://${h}`).includes(req.headers.origin ?? "");

/** The secret from ?k= or from the cookie; returns which one matched, or null. */
export function secretSource(req: IncomingMessage, url: URL, rules: AccessRules): "query" | "cookie" | null {
  if (sameSecret(url.searchParams.get("k"), rules.secret)) return "query";
  if (sameSecret(readCookie(req.headers.cookie, secretCookieName(rules.port)), rules.secret)) return "cookie";
  return null;
}
