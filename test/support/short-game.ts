// A short finished game, played through the SDK at a server dealt with seed 17 (Ana, who plays first, holds
// Mountains and a Raging Goblin): both keep; Ana plays a Mountain, says something in the chat, casts the Goblin
// (Ben passes: it resolves) and attacks with it (haste); Ben concedes before blocking.

import { connect, type Table } from "../../client-sdk/index.ts";

export async function playShortGame(url: string): Promise<{ ana: Table; ben: Table }> {
  const client = connect(url);
  const ana = await client.createTable({ name: "Short game" }, { name: "Ana", deck: { starter: "red-burn-goblins" } });
  const ben = await client.joinTable(ana.code, { name: "Ben", deck: { starter: "green-creatures" } });
  await Promise.all([ana.ready(), ben.ready()]);
  for (const t of [ana, ben]) {
    await t.nextPrompt(5000);
    await t.keep();
  }
  await ana.nextPrompt(5000);
  await ana.playLand("Mountain");
  await ana.chat("a land first");
  await ana.cast("Raging Goblin", { pay: "auto" });
  // Ben may do something (the table doesn't pass for him): he passes, and the Goblin resolves.
  await ben.nextPrompt(5000);
  await ben.pass();
  await ana.waitFor((s) => s.battlefield.some((p) => p.name === "Raging Goblin"));
  for (let p = await ana.nextPrompt(5000); p?.kind !== "declareAttackers"; p = await ana.nextPrompt(5000)) await ana.pass();
  await ana.declareAttackers("Raging Goblin");
  await ben.nextPrompt(5000);
  await ben.concede();
  await ana.waitFor((s) => s.status === "finished");
  return { ana, ben };
}
