/**
 * The text of a file a player chose (a deck list), whatever encoding a common editor saved it
 * in: UTF-8 with or without a byte-order mark, or UTF-16 as Windows Notepad saves "Unicode"
 * files (little-endian with a BOM; big-endian too). Shared by the renderer (a file picked in
 * the browser) and the command line, so both read the same file the same way.
 */

// app/shared compiles without the DOM's or Node's types; both provide the WHATWG TextDecoder.
declare const TextDecoder: new (label: string) => { decode(bytes: Uint8Array): string };

/** UTF-16 without a BOM shows as a NUL in every other byte; real text files have no NULs. */
function looksUtf16(bytes: Uint8Array, nulAt: 0 | 1): boolean {
  const n = Math.min(bytes.length, 512) & ~1;
  if (n < 4) return false;
  let nuls = 0;
  for (let i = nulAt; i < n; i += 2) if (bytes[i] === 0) nuls++;
  return nuls >= (n / 2) * 0.9;
}

export function decodeTextFile(bytes: Uint8Array): string {
  const [a, b, c] = [bytes[0], bytes[1], bytes[2]];
  if (a === 0xef && b === 0xbb && c === 0xbf) return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (a === 0xff && b === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (a === 0xfe && b === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  if (looksUtf16(bytes, 1)) return new TextDecoder("utf-16le").decode(bytes);
  if (looksUtf16(bytes, 0)) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}
