// Creating a table: its name and options (seats, format, mulligan rule, clock, idle limit, spectators, privacy).

import { useComputed, useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { DEFAULT_IDLE_MINUTES, type TableOptionsInput } from "../../../client-sdk/index.ts";
import { server } from "../app.ts";
import { sealedSets } from "../decks/lobby-hooks.ts";
import { t } from "../i18n.ts";
import type { LobbyContext } from "./context.ts";

type Format = "casual" | "constructed";
type Mulligan = "london" | "paris";

function NumberField(props: { name: string; value: number; min: number; max: number; label: string; onInput: (n: number) => void }) {
  return (
    <input
      type="number"
      name={props.name}
      value={props.value}
      min={props.min}
      max={props.max}
      aria-label={props.label}
      onInput={(e) => props.onInput(Number(e.currentTarget.value))}
    />
  );
}

export function CreateTableForm({ ctx }: { ctx: LobbyContext }) {
  // The table is named after its host until the host names it.
  const typedName = useSignal<string | null>(null);
  const tableName = useComputed(() => typedName.value ?? (ctx.name.value.trim() ? t("lobby:create.defaultName", { name: ctx.name.value.trim() }) : ""));
  const seats = useSignal(2);
  const format = useSignal<Format>("casual");
  const mulligan = useSignal<Mulligan>("london");
  const useClock = useSignal(false);
  const minutes = useSignal(20);
  const increment = useSignal(5);
  const useIdle = useSignal(true);
  const idleMinutes = useSignal(DEFAULT_IDLE_MINUTES);
  const spectators = useSignal(true);
  const isPrivate = useSignal(false);
  /** A core set: each seated player opens six boosters of it and builds 40 cards from them ("" for no sealed). */
  const sealed = useSignal("");
  const sets = useSignal<readonly string[]>([]);
  useEffect(() => {
    sealedSets().then(
      (list) => (sets.value = list),
      () => undefined,
    );
  }, []);

  const create = async (e: Event): Promise<void> => {
    e.preventDefault();
    const n = ctx.begin();
    if (!n) return;
    const options: TableOptionsInput = {
      name: tableName.value.trim() || t("lobby:create.defaultName", { name: n }),
      seats: seats.value,
      format: format.value,
      mulligan: mulligan.value,
      clock: useClock.value ? { minutes: minutes.value, incrementSeconds: increment.value } : null,
      idleMinutes: useIdle.value ? idleMinutes.value : null,
      spectators: spectators.value,
      private: isPrivate.value,
      ...(sealed.value ? { sealed: { set: sealed.value } } : {}),
    };
    try {
      ctx.enter(await server.createTable(options, { name: n, deck: ctx.deck.choice() }), true);
    } catch (err) {
      ctx.failed(err);
    }
  };

  return (
    <section class="create">
      <h2>{t("lobby:create.title")}</h2>
      <form onSubmit={(e) => void create(e)}>
        <div class="form-grid">
          <label>
            {t("lobby:create.name")}{" "}
            <input
              name="tableName"
              value={tableName.value}
              placeholder={t("lobby:create.namePlaceholder")}
              maxLength={60}
              onInput={(e) => (typedName.value = e.currentTarget.value)}
            />
          </label>
          <label>
            {t("lobby:create.seats")}{" "}
            <select name="seats" value={seats.value} onChange={(e) => (seats.value = Number(e.currentTarget.value))}>
              {[2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {t("lobby:create.players", { count: n })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("lobby:create.format")}{" "}
            <select name="format" value={format.value} onChange={(e) => (format.value = e.currentTarget.value as Format)}>
              <option value="casual">{t("lobby:create.casual")}</option>
              <option value="constructed">{t("lobby:create.constructed")}</option>
            </select>
          </label>
          <label>
            {t("lobby:create.mulligan")}{" "}
            <select name="mulligan" value={mulligan.value} onChange={(e) => (mulligan.value = e.currentTarget.value as Mulligan)}>
              <option value="london">{t("lobby:create.london")}</option>
              <option value="paris">{t("lobby:create.paris")}</option>
            </select>
          </label>
          <label>
            <input type="checkbox" name="clock" checked={useClock.value} onChange={(e) => (useClock.value = e.currentTarget.checked)} />{" "}
            {t("lobby:create.clock")}{" "}
            <NumberField name="minutes" value={minutes.value} min={1} max={180} label={t("lobby:create.clockMinutes")} onInput={(n) => (minutes.value = n)} />{" "}
            {t("lobby:create.minutesPlus")}{" "}
            <NumberField
              name="increment"
              value={increment.value}
              min={0}
              max={600}
              label={t("lobby:create.clockIncrement")}
              onInput={(n) => (increment.value = n)}
            />{" "}
            {t("lobby:create.perDecision")}
          </label>
          <label title={t("lobby:create.idleHint")}>
            <input type="checkbox" name="idle" checked={useIdle.value} onChange={(e) => (useIdle.value = e.currentTarget.checked)} /> {t("lobby:create.idle")}{" "}
            <NumberField
              name="idleMinutes"
              value={idleMinutes.value}
              min={1}
              max={120}
              label={t("lobby:create.idleMinutes")}
              onInput={(n) => (idleMinutes.value = n)}
            />{" "}
            {t("lobby:create.minutes")}
          </label>
          <label>
            <input type="checkbox" name="spectators" checked={spectators.value} onChange={(e) => (spectators.value = e.currentTarget.checked)} />{" "}
            {t("lobby:create.spectators")}
          </label>
          <label>
            <input type="checkbox" name="private" checked={isPrivate.value} onChange={(e) => (isPrivate.value = e.currentTarget.checked)} />{" "}
            {t("lobby:create.private")}
          </label>
          <label>
            {t("decks:sealed.option")}{" "}
            <select class="sealed-set" name="sealed" value={sealed.value} onChange={(e) => (sealed.value = e.currentTarget.value)}>
              <option value="">{t("decks:sealed.none")}</option>
              {sets.value.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="submit" class="create-table">
          {t("lobby:create.submit")}
        </button>
      </form>
    </section>
  );
}
