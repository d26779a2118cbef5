// Guard run before every npm script. CommonJS and plain syntax so that it
// runs (and fails loudly) on any Node version, including the machine's Node 20.
"use strict";
var found = process.versions.node;
var major = parseInt(found.split(".")[0], 10);
if (!(major >= 22)) {
  console.error(
    "This project needs Node >= 22; run `npm install` (not `npm ci --ignore-scripts`) " +
      "so the bundled Node 22 from the `node` package is used. Found: v" +
      found,
  );
  process.exit(1);
}
