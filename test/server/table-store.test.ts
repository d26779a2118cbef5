// The table records' database (node:sqlite): what is written is read back whole and in order, a crash between
// writes loses nothing written, finished records expire, and a database of another schema is refused.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { TableOptionsSchema } from "../../shared/protocol.ts";
import { seatTokenHash, type SeatRecord, type TableOpening } from "../../server/rooms/table-record.ts";
import { SqliteTableStore } from "../../server/storage/sqlite-table-store.ts";
import { DEFAULT_PRIORITY_SETTINGS } from "../../shared/protocol.ts";

const dir = mkdtempSync(join(tmpdir(), "mtg-table-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function opening(code: string, createdAt = 1000): TableOpening {
  return { code, options: TableOptionsSchema.parse({ name: "Store" }), serverSeed: "ab".repeat(32), commitment: "c", fixedSeed: null, createdAt };
}

const seat: SeatRecord = {
  name: "Ana",
  deck: null,
  deckLabel: "Red",
  ready: true,
  settings: DEFAULT_PRIORITY_SETTINGS,
  request: null,
  entropy: "e",
  tokenHash: seatTokenHash("token"),
};

describe("the table records' database", () => {
  it("a table's entries, seats, clock and status are read back as written, in order, by a new process on the same file", () => {
    const file = join(dir, "a", "tables.sqlite");
    const store = new SqliteTableStore(file);
    expect(store.description).toEqual({ kind: "sqlite", path: file });
    expect(store.durable).toBe(true);
    store.open(opening("AAAAAA"), [null, null]);
    store.write("AAAAAA", { entries: [{ kind: "notice", text: "one" }], seats: [seat, null] }, 2000);
    store.write("AAAAAA", { entries: [{ kind: "chat", from: "Ana", seat: 0, text: "two" }], clock: { remainingMs: [5, 6], running: 1, at: 2500 } }, 2500);
    // No close: a killed process closes nothing; what each write committed is on disk.
    const again = new SqliteTableStore(file);
    const read = again.read("AAAAAA")!;
    expect(read.entries).toEqual([
      { kind: "notice", text: "one" },
      { kind: "chat", from: "Ana", seat: 0, text: "two" },
    ]);
    expect(read.seats).toEqual([seat, null]);
    expect(read.clock).toEqual({ remainingMs: [5, 6], running: 1, at: 2500 });
    expect(read.status).toBe("waiting");
    expect(read.updatedAt).toBe(2500);
    expect(again.unfinished()).toEqual(["AAAAAA"]);
    // The new process goes on numbering after the entries it found.
    again.write("AAAAAA", { entries: [{ kind: "notice", text: "three" }], status: "finished" }, 3000);
    expect(again.read("AAAAAA")!.entries.map((e) => (e.kind === "notice" ? e.text : e.kind))).toEqual(["one", "chat", "three"]);
    expect(again.read("AAAAAA")!.finishedAt).toBe(3000);
    expect(again.unfinished()).toEqual([]);
    // Write-ahead log mode.
    const raw = new DatabaseSync(file);
    expect((raw.prepare("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode).toBe("wal");
    raw.close();
    store.close();
    again.close();
  });

  it("finished records older than the limit expire; unfinished ones and newer ones stay; a removed table leaves nothing", () => {
    const store = new SqliteTableStore(":memory:");
    expect(store.durable).toBe(false);
    for (const code of ["OLD111", "NEW222", "LIVE33", "GONE44"]) store.open(opening(code), [seat]);
    store.write("OLD111", { entries: [], status: "finished" }, 1_000);
    store.write("NEW222", { entries: [], status: "finished" }, 9_000);
    store.write("LIVE33", { entries: [{ kind: "notice", text: "x" }], status: "playing" }, 1_000);
    store.write("GONE44", { entries: [{ kind: "notice", text: "x" }] }, 1_000);
    store.remove("GONE44");
    expect(store.read("GONE44")).toBeNull();
    expect(store.expire(5_000)).toBe(1);
    expect(store.read("OLD111")).toBeNull();
    expect(store.read("NEW222")?.status).toBe("finished");
    expect(store.unfinished()).toEqual(["LIVE33"]);
  });

  it("a database of another schema is refused, not misread", () => {
    const file = join(dir, "other.sqlite");
    new SqliteTableStore(file).close();
    const raw = new DatabaseSync(file);
    raw.exec("UPDATE meta SET value = '99' WHERE key = 'schema'");
    raw.close();
    expect(() => new SqliteTableStore(file)).toThrow(/schema 99; this server reads schema 1/);
  });
});
