// `npm run cards -- COMMAND [options]`: the card data's tools.
//   build-data [--from DIR]   rebuilds server/card-data/*.gz from the MTGJSON extracts in DIR (default ../shared/data)

import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildCardData } from "./build-card-data.ts";
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
} else {
  console.error(["usage: npm run cards -- COMMAND [options]", "commands:", "  build-data   rebuild the card data from MTGJSON's extracts"].join("\n"));
  process.exit(command === "--help" || command === "-h" ? 0 : 1);
}
