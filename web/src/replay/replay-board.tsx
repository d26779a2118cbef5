// The board at one step of a replay: every player's life, counters, hand, library and graveyard (a finished game's
// record holds every card, so hands are shown), the battlefield by controller, the stack, the turn and the step.

import { facesOf } from "../cards.ts";
import { t } from "../i18n.ts";
import type { GameState } from "./replay-steps.ts";

type Permanent = GameState["battlefield"][number];
type StackObject = GameState["stack"][number];

function Counters({ counters }: { counters: Readonly<Record<string, number>> }) {
  const kinds = Object.entries(counters).filter(([, n]) => n > 0);
  if (!kinds.length) return null;
  return <span class="counters">{kinds.map(([kind, n]) => t("replay:counter", { count: n, kind })).join(", ")}</span>;
}

/** The name a permanent shows: the face it has up (712.8d) or, face down, what it is (the record holds it). */
function permanentName(p: Permanent): string {
  const up = facesOf(p.card, p.face ?? null).up?.name ?? p.card;
  return p.faceDown ? t("replay:faceDown", { card: up }) : up;
}

function PermanentView({ p }: { p: Permanent }) {
  const face = facesOf(p.card, p.face ?? null).up;
  const creature = face?.types.includes("Creature") && face.power !== null ? face : null;
  return (
    <li class={`replay-permanent${p.tapped ? " tapped" : ""}`} data-name={p.card} data-id={p.id}>
      <span class="name">{permanentName(p)}</span>
      {creature && !p.faceDown ? (
        <span class="pt">
          {creature.power}/{creature.toughness}
        </span>
      ) : null}
      {p.tapped ? <span class="mark">{t("replay:tapped")}</span> : null}
      {p.damage > 0 ? <span class="mark damage">{t("replay:damage", { count: p.damage })}</span> : null}
      <Counters counters={p.counters} />
    </li>
  );
}

function stackName(s: StackObject): string {
  return s.kind === "spell" ? s.card : t("replay:ability", { source: s.sourceCard });
}

function CardNames({ cards, empty }: { cards: readonly { readonly id: number; readonly card: string }[]; empty: string }) {
  if (!cards.length) return <span class="none">{empty}</span>;
  return (
    <ul class="cards">
      {cards.map((c) => (
        <li key={c.id} data-name={c.card}>
          {c.card}
        </li>
      ))}
    </ul>
  );
}

export function ReplayBoard({ state }: { state: GameState }) {
  const names = state.players.map((p) => p.name);
  const result = state.result;
  return (
    <div class="replay-board">
      <p class="replay-turn">{t("replay:turn", { turn: state.turn.number, player: names[state.turn.active], step: t(`replay:step.${state.turn.step}`) })}</p>
      {result ? (
        <p class="replay-result" role="status">
          {result.draw ? t("replay:draw") : t("replay:won", { players: result.winners.map((w) => names[w]).join(", "), count: result.winners.length })}
        </p>
      ) : null}
      <div class="replay-seats">
        {state.players.map((pl) => {
          const mine = state.battlefield.filter((p) => p.continuousController === pl.id);
          const lands = mine.filter((p) => facesOf(p.card, p.face ?? null).up?.types.includes("Land"));
          const others = mine.filter((p) => !lands.includes(p));
          return (
            <section key={pl.id} class={`replay-seat${pl.id === state.turn.active ? " active" : ""}`} data-seat={pl.id} data-name={pl.name}>
              <h3>
                {pl.name}{" "}
                <span class="life" title={t("replay:lifeTitle")}>
                  ♥ {pl.life}
                </span>{" "}
                <Counters counters={pl.counters} />
                {pl.status !== "playing" ? <span class={`outcome ${pl.status}`}> {t(`replay:status.${pl.status}`)}</span> : null}
              </h3>
              <p class="zones">
                {t("replay:library", { count: pl.library.length })} · {t("replay:graveyardCount", { count: pl.graveyard.length })}
              </p>
              <ul class="battlefield">
                {others.map((p) => (
                  <PermanentView key={p.id} p={p} />
                ))}
              </ul>
              <ul class="battlefield lands">
                {lands.map((p) => (
                  <PermanentView key={p.id} p={p} />
                ))}
              </ul>
              <div class="hand">
                <h4>{t("replay:hand", { count: pl.hand.length })}</h4>
                <CardNames cards={pl.hand} empty={t("replay:emptyHand")} />
              </div>
              {pl.graveyard.length ? (
                <details class="graveyard">
                  <summary>{t("replay:graveyard")}</summary>
                  <CardNames cards={pl.graveyard} empty="" />
                </details>
              ) : null}
            </section>
          );
        })}
      </div>
      <section class="replay-stack">
        <h3>{t("replay:stack")}</h3>
        {state.stack.length ? (
          <ol reversed>
            {[...state.stack].reverse().map((s) => (
              <li key={s.id} data-name={s.kind === "spell" ? s.card : s.sourceCard}>
                {stackName(s)} <span class="controller">({names[s.controller]})</span>
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
