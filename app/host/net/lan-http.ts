/**
 * The small HTTP exchange behind LAN games: a joiner POSTs its invite code to the announced
 * endpoint and reads back the answer code. Bodies are size-limited (a code and a little JSON).
 * Used by `moxen peer` (lan-discovery.ts) and by the app's LAN matches (match/lan.ts).
 */
import { request, type IncomingMessage } from "node:http";
import { NetError } from "./errors";
import { MAX_CODE_CHARS } from "./signal-code";

export const JOIN_PATH = "/moxen/v1/join";
const MAX_BODY = MAX_CODE_CHARS + 100;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new NetError("too-large", "request too large"));
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export function postJoin(address: string, port: number, body: string, timeoutMs: number): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: address, port, path: JOIN_PATH, method: "POST", headers: { "content-type": "application/json" }, timeout: timeoutMs }, (res) => {
      readBody(res)
        .then((text) => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> }))
        .catch(reject);
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}
