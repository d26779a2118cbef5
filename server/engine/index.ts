export { createEngine, type Engine, type Input, type Result, type SandboxResult, type GameRecord } from "./engine.ts";
export type { GameState, PlayerId, ObjectId, Step, Target, GameOptions, Permanent, StackObject } from "./state.ts";
export type { GameEvent } from "../../shared/events.ts";
export type { Prompt, Answer, PriorityAction } from "../../shared/prompt.ts";
export type { GameConfig, DeckList, DeckEntry } from "./setup.ts";
export type { GameSeed } from "./rng.ts";
export type { SandboxSetup } from "./sandbox.ts";
