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

/** The reconnection token kept for a table, to come back after a reload. */
export function tokenFor(code: string): string | null {
  return localStorage.getItem(`mtg-table:token:${code}`);
}

export function keepToken(table: Table): void {
  localStorage.setItem(`mtg-table:token:${table.code}`, table.reconnectionToken);
}

export function forgetToken(code: string): void {
  localStorage.removeItem(`mtg-table:token:${code}`);
}

export function navigate(path: string): void {
  history.pushState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

export function inviteLink(code: string): string {
  return `${location.origin}/table/${code}`;
}
