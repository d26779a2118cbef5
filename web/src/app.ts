// What every page shares: the connection to this page's server, the tables joined from this page, the
// player's name (remembered) and moving between pages.

import { connect, type Table } from "../../client-sdk/index.ts";

export const server = connect(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}`);

/** Tables this page has joined, by code, so that opening a table's page doesn't join it again. */
export const joined = new Map<string, Table>();

export function playerName(): string {
  return localStorage.getItem("mtg-table:name") ?? "";
}

export function setPlayerName(name: string): void {
  localStorage.setItem("mtg-table:name", name.trim());
}

/** The tokens kept for a table, to come back after a reload: the seat token claims a seat, the reconnection token a spectator's chair. */
export function tokensFor(code: string): { readonly seat: string | null; readonly reconnection: string | null } {
  return { seat: localStorage.getItem(`mtg-table:seat:${code}`), reconnection: localStorage.getItem(`mtg-table:token:${code}`) };
}

export function keepToken(table: Table): void {
  localStorage.setItem(`mtg-table:token:${table.code}`, table.reconnectionToken);
  if (table.seatToken) localStorage.setItem(`mtg-table:seat:${table.code}`, table.seatToken);
}

export function forgetToken(code: string): void {
  localStorage.removeItem(`mtg-table:token:${code}`);
  localStorage.removeItem(`mtg-table:seat:${code}`);
}

/** Saves the finished game's record (GET /api/games/:code, for its players) as a file. */
export async function downloadRecord(table: Table): Promise<void> {
  const response = await fetch(`/api/games/${table.code}`, { headers: { authorization: `Bearer ${table.seatToken}` } });
  if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: string }).error ?? `the server answered ${response.status}`);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = `game-${table.code}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function navigate(path: string): void {
  history.pushState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

export function inviteLink(code: string): string {
  return `${location.origin}/table/${code}`;
}
