// Invite codes: short, easy to read aloud and type. A table's code is also its room id.

import { randomInt } from "node:crypto";
import { matchMaker } from "colyseus";

/** No 0/O, 1/I/L: nothing to confuse when read from a screen or said on a call. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 6;

export function randomInviteCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code no open table uses (`isFree` asks the matchmaker). */
export async function newInviteCode(isFree: (code: string) => Promise<boolean>): Promise<string> {
  for (;;) {
    const code = randomInviteCode();
    if (await isFree(code)) return code;
  }
}

/** No table uses the code, on this process or, behind Redis, on any process sharing it (the matchmaker's room list). */
export async function inviteCodeIsFree(code: string): Promise<boolean> {
  return (await matchMaker.query({ roomId: code })).length === 0;
}
