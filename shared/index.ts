// Everything server and clients share, from one place.
export * from "./blocks.ts";
export * from "./errors.ts";
export * from "./events.ts";
export * from "./fairness.ts";
export * from "./game-types.ts";
export * from "./mana.ts";
export * from "./prompt.ts";
export * from "./protocol.ts";
