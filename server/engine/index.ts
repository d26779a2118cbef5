// The engine's public entry: everything outside server/engine/ imports the engine from here (checked by
// dependency-cruiser, .dependency-cruiser.cjs).
export { createEngine, type Engine, type Input, type Result, type SandboxResult, type GameRecord } from "./engine.ts";
export type { GameState, PlayerId, ObjectId, Step, Target, Format, GameOptions, Permanent, StackObject, CardObject, PlayerState } from "./kernel/state.ts";
export type { GameEvent } from "../../shared/events.ts";
export type { Prompt, Answer, PriorityAction } from "../../shared/prompt.ts";
export { validateDeck, type GameConfig, type DeckList, type DeckEntry } from "./setup/setup.ts";
export type { GameSeed } from "./kernel/rng.ts";
export type { SandboxPermanent, SandboxSetup, SandboxPlayer } from "./setup/sandbox.ts";
export { checkShape } from "./procedure/validate.ts";
export { describeEvent, type LogContext } from "./log/log.ts";
export { handRevealed, redactEvent, type Viewer } from "./objects/visibility.ts";
export { characteristics, colorsOf, controllerOf, definitionOf, type Characteristics } from "./layers/characteristics.ts";
export { frozenReader, type Reader } from "./layers/view.ts";
export { copiedCard } from "./layers/copiable.ts";
export { shownName } from "./layers/printed.ts";
export { summoningSick } from "./stack/mana.ts";
export { playableFaces, type PlayableFace } from "./layers/definition-facts.ts";
export { matchesFilter, objectFacts } from "./layers/filters.ts";
export { printed } from "./layers/printed.ts";
export { mainText } from "./stack/spell-text.ts";
export { targetName } from "./stack/targets.ts";
