// Table records in an embedded SQLite database (node:sqlite, built into Node 22: nothing to install). One file
// per process, in write-ahead-log mode: each write is one short transaction, so a crash of the process loses
// at most the write it was making. `:memory:` keeps everything in memory (tests).

import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { ClockRecord, RecordEntry, SeatRecord, StoredTable, TableChanges, TableOpening, TableStatus, TableStore } from "../rooms/table-record.ts";

/** Bumped when the tables below change shape; a database of another version is refused rather than misread. */
const SCHEMA_VERSION = 1;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    options TEXT NOT NULL,
    server_seed TEXT NOT NULL,
    commitment TEXT NOT NULL,
    fixed_seed INTEGER,
    status TEXT NOT NULL,
    seats TEXT NOT NULL,
    clock TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    finished_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS tables_by_status ON tables (status, finished_at);
  CREATE TABLE IF NOT EXISTS entries (
    code TEXT NOT NULL REFERENCES tables (code) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    at INTEGER NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (code, seq)
  ) WITHOUT ROWID;
`;

interface TableRow {
  code: string;
  options: string;
  server_seed: string;
  commitment: string;
  fixed_seed: number | null;
  status: string;
  seats: string;
  clock: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export class SqliteTableStore implements TableStore {
  readonly description: { readonly kind: "sqlite"; readonly path: string };
  readonly durable: boolean;
  private readonly db: DatabaseSync;
  /** The next sequence number of each open table's entries. */
  private readonly nextSeq = new Map<string, number>();
  private readonly statements: Record<
    | "insertTable"
    | "appendEntry"
    | "setSeats"
    | "setClock"
    | "setStatus"
    | "touch"
    | "lastSeq"
    | "readTable"
    | "readEntries"
    | "remove"
    | "unfinished"
    | "expire",
    StatementSync
  >;

  /** `file`: the database's path, or ":memory:". */
  constructor(file: string) {
    const path = file === ":memory:" ? file : resolve(file);
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.description = { kind: "sqlite", path };
    this.durable = path !== ":memory:";
    this.db = new DatabaseSync(path);
    // WAL: a writer never waits on readers, and a commit is one append to the log. NORMAL syncs the log at
    // checkpoints rather than at every commit: a commit survives the process being killed (it is in the OS's
    // hands), only a power cut may take the last ones.
    this.db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
    this.db.exec(SCHEMA);
    this.checkVersion();
    const p = (sql: string): StatementSync => this.db.prepare(sql);
    this.statements = {
      insertTable: p(
        `INSERT INTO tables (code, options, server_seed, commitment, fixed_seed, status, seats, clock, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'waiting', ?, NULL, ?, ?)`,
      ),
      appendEntry: p("INSERT INTO entries (code, seq, at, entry) VALUES (?, ?, ?, ?)"),
      setSeats: p("UPDATE tables SET seats = ? WHERE code = ?"),
      setClock: p("UPDATE tables SET clock = ? WHERE code = ?"),
      setStatus: p("UPDATE tables SET status = ?, finished_at = CASE WHEN ? = 'finished' THEN ? ELSE finished_at END WHERE code = ?"),
      touch: p("UPDATE tables SET updated_at = ? WHERE code = ?"),
      lastSeq: p("SELECT MAX(seq) AS seq FROM entries WHERE code = ?"),
      readTable: p("SELECT * FROM tables WHERE code = ?"),
      readEntries: p("SELECT entry FROM entries WHERE code = ? ORDER BY seq"),
      remove: p("DELETE FROM tables WHERE code = ?"),
      unfinished: p("SELECT code FROM tables WHERE status != 'finished' ORDER BY created_at"),
      expire: p("DELETE FROM tables WHERE status = 'finished' AND finished_at < ?"),
    };
  }

  private checkVersion(): void {
    const row = this.db.prepare("SELECT value FROM meta WHERE key = 'schema'").get() as { value: string } | undefined;
    if (!row) {
      this.db.prepare("INSERT INTO meta (key, value) VALUES ('schema', ?)").run(String(SCHEMA_VERSION));
      return;
    }
    if (Number(row.value) !== SCHEMA_VERSION)
      throw new Error(`${this.description.path} holds table records of schema ${row.value}; this server reads schema ${SCHEMA_VERSION}`);
  }

  open(table: TableOpening, seats: readonly (SeatRecord | null)[]): void {
    this.statements.insertTable.run(
      table.code,
      JSON.stringify(table.options),
      table.serverSeed,
      table.commitment,
      table.fixedSeed,
      JSON.stringify(seats),
      table.createdAt,
      table.createdAt,
    );
    this.nextSeq.set(table.code, 0);
  }

  write(code: string, changes: TableChanges, now: number): void {
    const s = this.statements;
    this.transaction(() => {
      let seq = this.nextSeq.get(code) ?? this.readNextSeq(code);
      for (const entry of changes.entries) s.appendEntry.run(code, seq++, now, JSON.stringify(entry));
      this.nextSeq.set(code, seq);
      if (changes.seats) s.setSeats.run(JSON.stringify(changes.seats), code);
      if (changes.clock !== undefined) s.setClock.run(changes.clock === null ? null : JSON.stringify(changes.clock), code);
      if (changes.status) s.setStatus.run(changes.status, changes.status, now, code);
      s.touch.run(now, code);
    });
  }

  remove(code: string): void {
    this.statements.remove.run(code);
    this.nextSeq.delete(code);
  }

  read(code: string): StoredTable | null {
    const row = this.statements.readTable.get(code) as TableRow | undefined;
    if (!row) return null;
    const entries = (this.statements.readEntries.all(code) as { entry: string }[]).map((e) => JSON.parse(e.entry) as RecordEntry);
    return {
      code: row.code,
      options: JSON.parse(row.options),
      serverSeed: row.server_seed,
      commitment: row.commitment,
      fixedSeed: row.fixed_seed,
      createdAt: row.created_at,
      status: row.status as TableStatus,
      seats: JSON.parse(row.seats) as (SeatRecord | null)[],
      clock: row.clock === null ? null : (JSON.parse(row.clock) as ClockRecord),
      entries,
      updatedAt: row.updated_at,
      finishedAt: row.finished_at,
    };
  }

  unfinished(): string[] {
    return (this.statements.unfinished.all() as { code: string }[]).map((r) => r.code);
  }

  expire(before: number): number {
    return Number(this.statements.expire.run(before).changes);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  private readNextSeq(code: string): number {
    const row = this.statements.lastSeq.get(code) as { seq: number | null } | undefined;
    return row?.seq === null || row?.seq === undefined ? 0 : row.seq + 1;
  }

  private transaction(work: () => void): void {
    this.db.exec("BEGIN");
    try {
      work();
      this.db.exec("COMMIT");
    } catch (e) {
      this.db.exec("ROLLBACK");
      throw e;
    }
  }
}
