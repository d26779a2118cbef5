// A finished game's page (/replay/CODE): the game fetched with this browser's seat token for it, replayed here with
// the engine, stepped through (first, previous, next, last, a slider) with the board at each step and the log, as
// this player saw it, beside it. A sandbox game has no record to replay: its log alone is shown.

import { useComputed, useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import type { LogEntry, TableMirror } from "../../../client-sdk/index.ts";
import type { GameRecordResponse } from "../../../shared/protocol.ts";
import { navigate, tokensFor } from "../app.ts";
import { t } from "../i18n.ts";
import { ReplayBoard } from "./replay-board.tsx";
import { loadMirrorer } from "./replay-mirror.ts";
import { replaySteps, type ReplayStep } from "./replay-steps.ts";
import "./replay.css";

type Loaded = {
  readonly game: GameRecordResponse;
  readonly steps: readonly ReplayStep[];
  /** The board of a step, as the live table would show it to this seat (none for a sandbox game: no steps). */
  readonly boardAt: ((step: number) => TableMirror) | null;
};

/** The game for this browser's seat, replayed; or why it can't be. */
async function load(code: string): Promise<Loaded | string> {
  const token = tokensFor(code).seat;
  if (!token) return t("replay:problems.noToken", { code });
  const response = await fetch(`/api/games/${code}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status === 409) return t("replay:problems.notOver");
  if (response.status === 404) return t("replay:problems.notFound", { code });
  if (!response.ok) return t("replay:problems.refused", { status: response.status });
  const game = (await response.json()) as GameRecordResponse;
  if (!game.record) return { game, steps: [], boardAt: null };
  const [{ engine }, mirrorOf] = await Promise.all([import("../../../server/game.ts"), loadMirrorer()]);
  const steps = replaySteps(engine, game);
  if (typeof steps === "string") return t("replay:problems.replayFailed", { message: steps });
  return { game, steps, boardAt: (i) => mirrorOf(steps[i]!.state, game.seat, game.players) };
}

function LogLine({ entry, when }: { entry: LogEntry; when: "past" | "current" | "later" }) {
  const cls = `${entry.kind === "event" ? "event" : entry.kind === "chat" ? "chat" : "notice"}${when === "past" ? "" : ` ${when}`}`;
  if (entry.kind === "chat")
    return (
      <li class={cls}>
        <strong>{entry.from}: </strong>
        {entry.text}
      </li>
    );
  return <li class={cls}>{entry.text ?? ""}</li>;
}

/** The log, the lines of the step's input marked, the lines still to come faded. */
function ReplayLog({ log, from, upTo }: { log: readonly LogEntry[]; from: number; upTo: number }) {
  const list = useRef<HTMLOListElement>(null);
  // Keep the latest line that has happened in view as the player steps.
  useEffect(() => {
    list.current?.children[Math.max(0, upTo - 1)]?.scrollIntoView({ block: "nearest" });
  }, [upTo]);
  return (
    <aside class="replay-log-column">
      <h2>{t("replay:log")}</h2>
      <ol class="replay-log log" ref={list}>
        {log.map((e, i) => (
          <LogLine key={e.seq} entry={e} when={i >= upTo ? "later" : i >= from ? "current" : "past"} />
        ))}
      </ol>
    </aside>
  );
}

function Stepper({ steps, at }: { steps: readonly ReplayStep[]; at: { value: number } }) {
  const last = steps.length - 1;
  const go = (n: number): void => {
    at.value = Math.max(0, Math.min(last, n));
  };
  const step = steps[at.value]!;
  const player = step.input ? step.state.players[step.input.player]?.name : null;
  return (
    <fieldset class="replay-controls" aria-label={t("replay:controls")}>
      <button type="button" class="first secondary" onClick={() => go(0)} disabled={at.value === 0}>
        « {t("replay:first")}
      </button>
      <button type="button" class="previous secondary" onClick={() => go(at.value - 1)} disabled={at.value === 0}>
        ◀ {t("replay:previous")}
      </button>
      <input
        type="range"
        class="replay-slider"
        min={0}
        max={last}
        value={at.value}
        aria-label={t("replay:slider")}
        onInput={(e) => go(Number(e.currentTarget.value))}
      />
      <button type="button" class="next secondary" onClick={() => go(at.value + 1)} disabled={at.value === last}>
        {t("replay:next")} ▶
      </button>
      <button type="button" class="last secondary" onClick={() => go(last)} disabled={at.value === last}>
        {t("replay:last")} »
      </button>
      <span class="replay-position" aria-live="polite">
        {t("replay:position", { step: at.value, last })}
        {step.input
          ? ` · ${
              step.input.kind === "answer"
                ? t("replay:input.answer", { player, prompt: step.answered ? t(`replay:prompt.${step.answered}`) : "" })
                : t(`replay:input.${step.input.kind}`, { player })
            }`
          : ` · ${t("replay:input.start")}`}
      </span>
    </fieldset>
  );
}

export function ReplayPage({ code }: { code: string }) {
  const loaded = useSignal<Loaded | string | null>(null);
  const at = useSignal(0);
  useEffect(() => {
    load(code).then(
      (l) => (loaded.value = l),
      (e: unknown) => (loaded.value = e instanceof Error ? e.message : String(e)),
    );
  }, [code]);
  const lines = useComputed(() => {
    const l = loaded.value;
    if (!l || typeof l === "string") return { from: 0, upTo: 0 };
    const step = l.steps[at.value];
    return step ? { from: step.logFrom, upTo: step.logCount } : { from: l.game.log.length, upTo: l.game.log.length };
  });
  const board = useComputed(() => {
    const l = loaded.value;
    return l && typeof l !== "string" && l.boardAt ? l.boardAt(at.value) : null;
  });

  // Arrow keys step too (outside the slider, which handles them itself).
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const l = loaded.value;
      if (!l || typeof l === "string" || !l.steps.length || e.target instanceof HTMLInputElement) return;
      if (e.key === "ArrowRight") at.value = Math.min(l.steps.length - 1, at.value + 1);
      else if (e.key === "ArrowLeft") at.value = Math.max(0, at.value - 1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const l = loaded.value;
  return (
    <div class="replay-page">
      <header class="replay-bar">
        <h1>{typeof l === "object" && l ? t("replay:title", { name: l.game.name, code }) : t("replay:titleCode", { code })}</h1>
        {typeof l === "object" && l ? <span class="players">{l.game.players.join(" · ")}</span> : null}
        <a
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate("/");
          }}
        >
          {t("replay:back")}
        </a>
      </header>
      {l === null ? <p class="replay-loading">{t("replay:loading")}</p> : null}
      {typeof l === "string" ? <p class="problem replay-problem">{l}</p> : null}
      {typeof l === "object" && l ? (
        <div class="replay-layout">
          <main class="replay-main">
            {l.steps.length ? (
              <>
                <Stepper steps={l.steps} at={at} />
                {board.value ? <ReplayBoard state={board.value} /> : null}
              </>
            ) : (
              <p class="replay-sandbox">{t("replay:sandbox")}</p>
            )}
          </main>
          <ReplayLog log={l.game.log} from={lines.value.from} upTo={lines.value.upTo} />
        </div>
      ) : null}
    </div>
  );
}
