/**
 * A local server that answers like Scryfall's image host (cards.scryfall.io):
 * GET /<kind>/front/<a>/<b>/<id>.jpg → a small generated PNG (image/png), one solid color
 * per kind, so a screenshot can tell a downloaded image from the drawn frame, naming its kind
 * and id in a tEXt chunk, so a test can tell which printing is shown. Each request
 * is recorded (time, path, User-Agent); `behave` lets a test answer differently (429,
 * a wrong type, too large, a broken body, slow).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A valid w×h PNG of one RGB color; `comment` goes in a tEXt chunk (tests tell images apart by it). */
export function solidPng(w: number, h: number, [r, g, b]: [number, number, number], comment?: string): Buffer {
  const row = Buffer.alloc(1 + w * 3);
  for (let x = 0; x < w; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    ...(comment ? [chunk("tEXt", Buffer.from(`Comment\0${comment}`, "latin1"))] : []),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The colors the server paints each kind with. */
export const KIND_COLORS: Record<string, [number, number, number]> = {
  normal: [0, 200, 255],
  large: [0, 120, 255],
  art_crop: [255, 0, 255],
};
const IMAGES: Record<string, Buffer> = {
  normal: solidPng(61, 85, KIND_COLORS.normal!),
  large: solidPng(84, 117, KIND_COLORS.large!),
  art_crop: solidPng(64, 47, KIND_COLORS.art_crop!),
};

export interface RecordedRequest {
  at: number;
  path: string;
  kind: string;
  id: string;
  userAgent: string;
  status: number;
}

/** What to do with one request: undefined answers normally. */
export type Behave = (req: { kind: string; id: string; n: number }, res: ServerResponse) => boolean | void;

export interface ImageServer {
  base: string;
  requests: RecordedRequest[];
  behave: Behave | null;
  close(): Promise<void>;
}

const PATH = /^\/(normal|large|art_crop)\/front\/([0-9a-f])\/([0-9a-f])\/([0-9a-f-]{36})\.jpg$/;

export async function startImageServer(): Promise<ImageServer> {
  const state: ImageServer = { base: "", requests: [], behave: null, close: async () => {} };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const m = PATH.exec(req.url ?? "");
    const rec: RecordedRequest = { at: Date.now(), path: req.url ?? "", kind: m?.[1] ?? "", id: m?.[4] ?? "", userAgent: String(req.headers["user-agent"] ?? ""), status: 0 };
    state.requests.push(rec);
    res.on("finish", () => (rec.status = res.statusCode));
    if (!m || m[2] !== m[4]![0] || m[3] !== m[4]![1]) {
      res.writeHead(404, { "Content-Type": "application/json" });
      return void res.end('{"object":"error","status":404}');
    }
    if (state.behave?.({ kind: m[1]!, id: m[4]!, n: state.requests.length }, res)) return;
    // Each answer names its image (kind/id) in a tEXt chunk, so a test can tell which printing shows.
    const plain = IMAGES[m[1]!]!;
    const body = Buffer.concat([plain.subarray(0, -12), chunk("tEXt", Buffer.from(`Comment\0${m[1]}/${m[4]}`, "latin1")), plain.subarray(-12)]);
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
