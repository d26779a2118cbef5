// The client SDK: a typed client for browsers, bots and tests. See README.md.

export { connect, TableServer, type ConnectOptions, type SeatRequest } from "./client.ts";
export type { ReconnectionOptions } from "./reconnection.ts";
export { Lobby, type LobbyEvents } from "./lobby.ts";
export { Table, type CastPlan, type TableEvents } from "./table.ts";
export { TableError, type TableErrorCode, type SdkErrorCode } from "./errors.ts";
export { suggestPayment, type PaymentSuggestion } from "./payment.ts";
export type { AttackRef, ObjectRef, TargetRef } from "./answers.ts";
export type { CardMirror, PermanentMirror, PlayerMirror, StackItemMirror, TableMirror, TargetMirror } from "./state.ts";
export type * from "../shared/prompt.ts";
export type { GameEvent, ViewEvent } from "../shared/events.ts";
export type { PlayerId, ObjectId, Step, Phase, Target } from "../shared/game-types.ts";
export type {
  DeckChoice,
  LogEntry,
  PrioritySettings,
  PrioritySettingsInput,
  Reversed,
  TableListing,
  TableOptionsInput,
  TableSummary,
  CardFace,
  StarterDeckInfo,
  SealedCard,
  SealedPool,
} from "../shared/protocol.ts";
export { DEFAULT_IDLE_MINUTES } from "../shared/protocol.ts";
export { RandomBot, ScriptedPlayer, step, type RandomBotOptions, type ScriptStep } from "./bots.ts";
export { verifyGame, type Replayer, type VerifiableConfig, type VerificationCheck, type VerificationCheckName, type VerificationReport } from "./verify.ts";
export {
  gameSeed,
  isPlayerEntropy,
  isSeedHex,
  randomSeedHex,
  seedCommitment,
  MAX_ENTROPY_LENGTH,
  type FairnessRecord,
  type GameOutcome,
  type PublishedGame,
} from "../shared/fairness.ts";
