/**
 * A durable MatchLog in one append-only file (JSON lines, fsync on every append), for the
 * CLI and for crash tests until the match host stores logs in SQLite. A line torn by a
 * crash mid-write is the only damage possible; it is dropped on reopen, which is safe
 * because the session writes before it sends: a torn message was never sent.
 */
import { closeSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { fromBase64Url, toBase64Url } from "./bytes";
import type { LogEntry, LogHead, MatchLog } from "./match-log";

type Line = Omit<LogEntry, "frame"> & { frame: string };

export class FileMatchLog implements MatchLog {
  private items: LogEntry[] = [];
  private heads: Record<"out" | "in", LogHead | null> = { out: null, in: null };
  private fd: number;

  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
    let validBytes = 0;
    for (const line of text.split("\n")) {
      if (!line) break;
      let parsed: Line;
      try {
        parsed = JSON.parse(line) as Line;
      } catch {
        break; // torn last line
      }
      this.remember({ ...parsed, frame: fromBase64Url(parsed.frame) } as LogEntry);
      validBytes += Buffer.byteLength(line) + 1;
    }
    this.fd = openSync(file, "a+", 0o600);
    if (validBytes < Buffer.byteLength(text)) ftruncateSync(this.fd, validBytes);
  }

  private remember(entry: LogEntry): void {
    this.items.push(entry);
    if (entry.kind === "message") this.heads[entry.direction] = { seq: entry.seq, id: entry.id };
  }

  append(given: LogEntry): void {
    // The decoded payload a session may pass along is not part of the entry.
    const entry: LogEntry = given.kind === "message" && given.payload ? { ...given, payload: undefined } : given;
    if (entry.kind === "message") delete entry.payload;
    const line: Line = { ...entry, frame: toBase64Url(entry.frame) };
    writeSync(this.fd, JSON.stringify(line) + "\n");
    fsyncSync(this.fd);
    this.remember({ ...entry, frame: entry.frame.slice() });
  }

  entries(): readonly LogEntry[] {
    return this.items;
  }

  head(direction: "out" | "in"): LogHead | null {
    return this.heads[direction];
  }

  close(): void {
    closeSync(this.fd);
  }
}
