// The import rules of the design (see the README's "Layers" section). `npm run lint` checks them.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-cycles", severity: "error", comment: "No import cycles anywhere.", from: {}, to: { circular: true } },
    {
      name: "engine-is-pure",
      severity: "error",
      comment: "The engine is pure and deterministic: no rooms, HTTP, simulations, decks or card files, no framework, no I/O.",
      from: { path: "^server/engine/" },
      to: {
        path: "^(server/(rooms|http|sim|decks|cards)/|server/[^/]+\\.ts$|client-sdk/|web/)|node_modules/(colyseus|@colyseus|ws|express)/|^shared/sim-rng\\.ts$",
      },
    },
    {
      name: "engine-no-io",
      severity: "error",
      comment: "The engine does no I/O and reads no clock of its own.",
      from: { path: "^server/engine/" },
      to: { dependencyTypes: ["core"], pathNot: "^(node:)?(util)$" },
    },
    {
      name: "engine-through-its-entry",
      severity: "error",
      comment: "Outside the engine (tests aside), the engine is reached only through server/engine/index.ts.",
      from: { pathNot: "^(server/engine/|test/)" },
      to: { path: "^server/engine/", pathNot: "^server/engine/index\\.ts$" },
    },
    {
      name: "card-language-stands-alone",
      severity: "error",
      comment:
        "The card language describes cards; it knows neither the engine that runs them nor the cards written in it. It reads their printed facts from the card data.",
      from: { path: "^server/card-language/" },
      to: { path: "^server/(?!card-language/|card-data/)" },
    },
    {
      name: "card-data-stands-alone",
      severity: "error",
      comment: "The card data is facts read from files: it imports nothing of the server's.",
      from: { path: "^server/card-data/" },
      to: { path: "^server/(?!card-data/)" },
    },
    {
      name: "shared-imports-no-server",
      severity: "error",
      comment: "shared/ is what server and clients both import; it imports nothing from them.",
      from: { path: "^shared/" },
      to: { path: "^(server|client-sdk|web)/" },
    },
    {
      name: "sdk-imports-no-server",
      severity: "error",
      from: { path: "^client-sdk/" },
      to: { path: "^(server|web)/" },
    },
    {
      name: "web-reaches-server-only-for-the-engine",
      severity: "error",
      comment: "The browser loads the engine and cards (server/game.ts) only to replay a finished game and check its shuffles.",
      from: { path: "^web/" },
      to: { path: "^server/", pathNot: "^server/game\\.ts$" },
      // server/game.ts itself pulls in the engine and the cards; those transitive imports are its own.
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|test-artifacts)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
