/**
 * Reading a file a player pointed Moxen at (a deck file, a card image), safely: only a regular
 * file is ever opened. A FIFO, a device or a directory would block `open` or `read` forever
 * (a FIFO with no writer blocks the whole host), so the path is stat'ed first, opened
 * non-blocking, and the open descriptor is fstat'ed again: a file swapped for a FIFO between the
 * two checks is caught too.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from "node:fs";

export type UnreadableReason = "missing" | "not-a-file" | "too-large" | "unreadable";

export class UnreadableFileError extends Error {
  constructor(readonly reason: UnreadableReason, message: string) {
    super(message);
  }
}

const describe = (path: string) => (path.length > 200 ? `${path.slice(0, 200)}…` : path);

/** The bytes of the regular file at `path` (symlinks followed), at most `maxBytes` of them. */
export function readRegularFile(path: string, maxBytes: number): Buffer {
  let st;
  try {
    st = statSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UnreadableFileError(code === "ENOENT" ? "missing" : "unreadable", `${describe(path)}: ${code === "ENOENT" ? "no such file" : `cannot be read (${code ?? "error"})`}`);
  }
  if (!st.isFile()) throw new UnreadableFileError("not-a-file", `${describe(path)} is not a regular file (a FIFO, a device or a folder)`);
  if (st.size > maxBytes) throw new UnreadableFileError("too-large", `${describe(path)} is ${Math.ceil(st.size / 1024)} KiB; at most ${Math.floor(maxBytes / 1024)} KiB is read`);
  let fd: number;
  try {
    // O_NONBLOCK: should the path have become a FIFO since the stat, open does not wait for a writer.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    throw new UnreadableFileError("unreadable", `${describe(path)} cannot be opened (${(e as NodeJS.ErrnoException).code ?? "error"})`);
  }
  try {
    const fst = fstatSync(fd);
    if (!fst.isFile()) throw new UnreadableFileError("not-a-file", `${describe(path)} is not a regular file (a FIFO, a device or a folder)`);
    if (fst.size > maxBytes) throw new UnreadableFileError("too-large", `${describe(path)} is too large`);
    const buf = Buffer.alloc(fst.size);
    let read = 0;
    while (read < buf.length) {
      const n = readSync(fd, buf, read, buf.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return read === buf.length ? buf : buf.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
