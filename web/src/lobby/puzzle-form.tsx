// Starting a table from a sandbox setup: one of the shipped puzzles, or a pasted setup (README, "Sandbox setups")
// — for practice and bug reports. The host takes the setup's first seat; the page can play the other one.

import { useSignal } from "@preact/signals";
import { server } from "../app.ts";
import { t } from "../i18n.ts";
import type { LobbyContext } from "./context.ts";
import { seatPracticeOpponent } from "./practice-opponent.ts";
import { PUZZLES } from "./puzzles.ts";

const PASTED = "pasted";

/** The pasted text as a setup, or why it isn't one. */
function parseSetup(text: string): Record<string, unknown> | string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    return t("lobby:puzzles.notAnObject");
  } catch (e) {
    return t("lobby:puzzles.badJson", { message: e instanceof Error ? e.message : String(e) });
  }
}

export function PuzzleForm({ ctx }: { ctx: LobbyContext }) {
  const chosen = useSignal(PUZZLES[0]?.id ?? PASTED);
  const pasted = useSignal("");
  const alone = useSignal(true);
  const starting = useSignal(false);

  const start = async (e: Event): Promise<void> => {
    e.preventDefault();
    const n = ctx.begin();
    if (!n) return;
    const puzzle = PUZZLES.find((p) => p.id === chosen.value);
    const setup = puzzle ? puzzle.setup : parseSetup(pasted.value);
    if (typeof setup === "string") {
      ctx.problem.value = setup;
      return;
    }
    const name = puzzle ? t(`lobby:puzzles.list.${puzzle.id}.title`) : t("lobby:puzzles.pastedName", { name: n });
    starting.value = true;
    try {
      const table = await server.createTable({ name, sandbox: setup, private: alone.value }, { name: n });
      if (alone.value) await seatPracticeOpponent(table.code, t("lobby:puzzles.opponent"));
      ctx.enter(table, true);
    } catch (err) {
      ctx.failed(err);
    } finally {
      starting.value = false;
    }
  };

  const current = PUZZLES.find((p) => p.id === chosen.value);
  return (
    <section class="puzzles">
      <h2>{t("lobby:puzzles.title")}</h2>
      <p class="hint">{t("lobby:puzzles.hint")}</p>
      <form onSubmit={(e) => void start(e)}>
        <fieldset class="puzzle-choice">
          <legend>{t("lobby:puzzles.choose")}</legend>
          {PUZZLES.map((p) => (
            <label key={p.id} class="puzzle" data-puzzle={p.id}>
              <input type="radio" name="puzzle" value={p.id} checked={chosen.value === p.id} onChange={() => (chosen.value = p.id)} />{" "}
              <strong>{t(`lobby:puzzles.list.${p.id}.title`)}</strong>
              <span class="goal">{t(`lobby:puzzles.list.${p.id}.goal`)}</span>
            </label>
          ))}
          <label class="puzzle" data-puzzle={PASTED}>
            <input type="radio" name="puzzle" value={PASTED} checked={chosen.value === PASTED} onChange={() => (chosen.value = PASTED)} />{" "}
            <strong>{t("lobby:puzzles.paste")}</strong>
            <span class="goal">{t("lobby:puzzles.pasteHint")}</span>
          </label>
        </fieldset>
        {current ? null : (
          <textarea
            class="sandbox-json"
            name="sandbox"
            rows={10}
            spellcheck={false}
            aria-label={t("lobby:puzzles.paste")}
            placeholder={'{ "turn": 3, "activePlayer": 0, "players": [ … ] }'}
            value={pasted.value}
            onInput={(e) => (pasted.value = e.currentTarget.value)}
          />
        )}
        <label>
          <input type="checkbox" name="alone" checked={alone.value} onChange={(e) => (alone.value = e.currentTarget.checked)} /> {t("lobby:puzzles.alone")}
        </label>{" "}
        <button type="submit" class="start-puzzle" disabled={starting.value}>
          {t("lobby:puzzles.start")}
        </button>
      </form>
    </section>
  );
}
