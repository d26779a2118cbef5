// The board at one step of a replay: the live table's board (web/src/board/) drawn from the step's mirror — the
// players' plates, their battlefields with current power and toughness, tapped and attacking or blocking cards,
// counters and damage, every hand (a finished game's record holds every card) — with the turn, the step, the stack
// and, at the end, the result. It offers nothing to click; cards still show large on hover.

import type { TableMirror } from "../../../client-sdk/index.ts";
import { BoardView, NO_PROMPT } from "../board/board.tsx";
import { localName } from "../cards/card-face.tsx";
import { face } from "../cards.ts";
import { t } from "../i18n.ts";

const NO_TARGETS = { objects: new Set<number>(), players: new Set<number>() };

export function ReplayBoard({ state }: { state: TableMirror }) {
  const names = state.players.map((p) => p.name);
  const local = (name: string): string => localName(face(name), name).name;
  return (
    <div class="replay-board">
      <p class="replay-turn">
        {t("replay:turn", { turn: state.turn, player: names[state.activePlayer ?? 0], step: state.step ? t(`replay:step.${state.step}`) : "" })}
      </p>
      {state.winners.length || state.draw ? (
        <p class="replay-result" role="status">
          {state.draw ? t("replay:draw") : t("replay:won", { players: state.winners.map((w) => names[w]).join(", "), count: state.winners.length })}
        </p>
      ) : null}
      <div class="board replay-table">
        <BoardView state={state} ui={NO_PROMPT} redraw={0} targets={NO_TARGETS} clock={null} hands="all" />
      </div>
      <section class="replay-stack">
        <h3>{t("replay:stack")}</h3>
        {state.stack.length ? (
          <ol reversed>
            {[...state.stack].reverse().map((s) => (
              <li key={s.id} data-name={s.name}>
                {s.kind === "spell" ? local(s.faceName ?? s.name) : t("replay:ability", { source: local(s.name) })}{" "}
                <span class="controller">({names[s.controller]})</span>
              </li>
            ))}
          </ol>
        ) : (
          <p class="none">{t("replay:emptyStack")}</p>
        )}
      </section>
    </div>
  );
}
