// `npm run cards -- COMMAND [options]`: the card data's tools.
//   build-data [--from DIR]   rebuilds server/card-data/*.gz from the MTGJSON extracts in DIR (default ../shared/data)
//   compile                   rewrites server/cards/compiled/core-sets.json, the IR of the core-set cards the compiler takes
//   coverage [--unsupported SET]  how many cards of each core set the server plays; with --unsupported, why each other
//                             card of SET ("core" for all) isn't

import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildCardData } from "./build-card-data.ts";
import { cardsOf, coverageLines, unsupported, writeCompiledCoreSets } from "./compile-cards.ts";
import { runCli, type Option } from "./cli-args.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

function folder(help: string, fallback: string): Option<string> {
  return { placeholder: "DIR", help, shownDefault: fallback, read: (text) => (typeof text === "string" ? { value: text } : { value: fallback }) };
}

const [command, ...rest] = process.argv.slice(2);
if (command === "build-data") {
  const options = runCli(
    {
      synopsis: [
        "usage: npm run cards -- build-data [--from DIR]",
        "Rebuilds server/card-data/*.gz (the card facts, the sets, the core sets' boosters) from MTGJSON's extracts.",
      ].join("\n"),
      options: { from: folder("the folder holding mtgjson-cards.json, mtgjson-sets.json and mtgjson-boosters-core.json", "../shared/data") },
    },
    rest,
  );
  const started = Date.now();
  const report = buildCardData(resolve(root, options.from), `${root}server/card-data`);
  for (const f of report.files) console.log(`${f.path.slice(root.length)}: ${f.bytes} bytes, ${f.gzipped} gzipped`);
  console.log(`${report.cards} cards, ${report.sets} sets, boosters of ${report.boosterSets} sets, in ${Date.now() - started} ms`);
} else if (command === "compile") {
  runCli({ synopsis: "usage: npm run cards -- compile\nRewrites server/cards/compiled/core-sets.json from the card data.", options: {} }, rest);
  const n = writeCompiledCoreSets(`${root}server/cards/compiled/core-sets.json`);
  console.log(`server/cards/compiled/core-sets.json: ${n} cards compiled`);
} else if (command === "coverage") {
  const options = runCli(
    {
      synopsis: "usage: npm run cards -- coverage [--unsupported SET]\nHow many cards of each core set (10E, M10–M21) the server plays.",
      options: {
        unsupported: {
          placeholder: "SET",
          help: 'list the cards of SET ("core": all) the server doesn\'t play, with the reason',
          shownDefault: "none",
          read: (text) => ({ value: typeof text === "string" ? text : null }),
        },
      },
    },
    rest,
  );
  const { cardRegistry } = await import("../server/cards/index.ts");
  const playable = (name: string): boolean => cardRegistry.has(name);
  if (options.unsupported === null) for (const line of coverageLines(playable)) console.log(line);
  else
    for (const { name, why } of unsupported(cardsOf(options.unsupported), playable))
      console.log(`${name}: ${why.reason}${why.paragraph ? ` — "${why.paragraph}"` : ""}`);
} else {
  console.error(
    [
      "usage: npm run cards -- COMMAND [options]",
      "commands:",
      "  build-data   rebuild the card data from MTGJSON's extracts",
      "  compile      rewrite the compiled IR of the core sets' cards",
      "  coverage     how many cards of each core set the server plays (--unsupported SET: why not)",
    ].join("\n"),
  );
  process.exit(command === "--help" || command === "-h" ? 0 : 1);
}
