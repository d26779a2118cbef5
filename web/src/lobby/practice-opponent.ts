// Practising a puzzle alone: this page takes the puzzle's other seat itself and plays it passively — it passes,
// blocks nothing and answers anything else at random — so the position is the solver's to win.

import { RandomBot, TableError, type Table } from "../../../client-sdk/index.ts";
import { server } from "../app.ts";

/** Sits at the sandbox table `code` as a passive opponent, ready at once; it leaves when the game is over. */
export async function seatPracticeOpponent(code: string, name: string): Promise<Table> {
  const table = await server.joinTable(code, { name, acceptSandbox: true });
  const fallback = new RandomBot(table, { seed: 1 });
  await table.ready();
  void (async () => {
    for (;;) {
      const prompt = await table.nextPrompt(Number.POSITIVE_INFINITY);
      if (!prompt) break;
      try {
        if (prompt.kind === "priority") await table.pass();
        else if (prompt.kind === "declareBlockers") await table.declareBlockers();
        else if (prompt.kind === "declareAttackers") await table.declareAttackers();
        else await fallback.answerOnce();
      } catch (e) {
        // The table may pass for it first (auto-pass), or the game may end meanwhile.
        if (!(e instanceof TableError)) throw e;
      }
    }
    await table.leave();
  })();
  return table;
}
