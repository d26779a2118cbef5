// The browser's stand-in for server/card-data/read-data-file.ts (web/vite.config.ts swaps them): the engine loaded
// to check a game's shuffles needs the cards' printed facts, so the cards file is fetched and gunzipped once, as this
// module loads (the engine is imported only when a game is checked).

const CARDS_FILE = "cards.jsonl.gz";

async function fetchGunzipped(url: URL): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`the card data couldn't be loaded (${response.status})`);
  return new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
}

const cards = await fetchGunzipped(new URL("../../server/card-data/cards.jsonl.gz", import.meta.url));

export function readDataFile(name: string): Uint8Array {
  if (name !== CARDS_FILE) throw new Error(`${name} isn't loaded in the browser`);
  return cards;
}
