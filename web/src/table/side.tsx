// The side column: the priority settings (auto-pass, stops), the game log and the chat.

import type { PrioritySettings, Step } from "../../../client-sdk/index.ts";
import { t } from "../i18n.ts";
import { STEPS } from "../../../shared/game-types.ts";
import { LogList } from "../log/log-list.tsx";
import type { TableSignals } from "../table-signals.ts";
import { messageOf } from "./context.ts";
import { stepText } from "./table-bar.tsx";

/** The steps the settings offer a stop in: every step with priority but first-strike damage, which most combats skip. */
const PRIORITY_STEPS: readonly Step[] = STEPS.filter((s) => s !== "untap" && s !== "firstStrikeDamage" && s !== "cleanup");

type Report = (message: string) => void;

function Stops({ signals, settings, report }: { signals: TableSignals; settings: PrioritySettings; report: Report }) {
  const toggle = (whose: "own" | "others", step: Step, on: boolean): void => {
    // The stops the server holds now (table.settings mirrors them), so ticking one keeps the others.
    const now = signals.table.settings.stops;
    const stops = { own: [...now.own], others: [...now.others] };
    stops[whose] = on ? [...stops[whose], step] : stops[whose].filter((x) => x !== step);
    signals.table.setSettings({ stops }).catch((e: unknown) => report(messageOf(e)));
  };
  return (
    <table class="stops">
      <caption>{t("table:settings.stopsCaption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("table:settings.stopIn")}</th>
          <th scope="col">{t("table:settings.myTurn")}</th>
          <th scope="col">{t("table:settings.othersTurns")}</th>
        </tr>
      </thead>
      <tbody>
        {PRIORITY_STEPS.map((step) => (
          <tr key={step}>
            <th scope="row">{stepText(step)}</th>
            {(["own", "others"] as const).map((whose) => (
              <td key={whose}>
                <input
                  type="checkbox"
                  aria-label={t(whose === "own" ? "table:settings.stopMine" : "table:settings.stopOthers", { step: stepText(step) })}
                  checked={settings.stops[whose].includes(step)}
                  onChange={(e) => toggle(whose, step, (e.currentTarget as HTMLInputElement).checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Auto-pass: "pass until…", holding priority, passing when there's nothing to do, and the stops. */
function Settings({ signals, report }: { signals: TableSignals; report: Report }) {
  // The settings come with the state (the seat's own), so a patch that changes them re-renders this.
  if (signals.state.value.you === null) return null;
  const table = signals.table;
  const s = table.settings;
  const fail = (e: unknown): void => report(messageOf(e));
  const flag = (key: "holdPriority" | "autoPassWhenNothingToDo", label: string) => (
    <label>
      <input type="checkbox" checked={s[key]} onChange={(e) => void table.setSettings({ [key]: (e.currentTarget as HTMLInputElement).checked }).catch(fail)} />{" "}
      {label}
    </label>
  );
  return (
    <details class="settings">
      <summary>
        {s.passUntil
          ? t("table:settings.autoPassUntil", { until: t(s.passUntil === "endOfTurn" ? "table:settings.untilEndOfTurn" : "table:settings.untilStackChanges") })
          : t("table:settings.autoPass")}
      </summary>
      <button type="button" class="small" onClick={() => void table.passUntilEndOfTurn().catch(fail)}>
        {t("table:settings.passEndOfTurn")}
      </button>
      <button type="button" class="small" onClick={() => void table.passUntilStackChanges().catch(fail)}>
        {t("table:settings.passStackChanges")}
      </button>
      {flag("holdPriority", t("table:settings.holdPriority"))}
      {flag("autoPassWhenNothingToDo", t("table:settings.passWhenNothing"))}
      <Stops signals={signals} settings={s} report={report} />
    </details>
  );
}

function Chat({ signals, report }: { signals: TableSignals; report: Report }) {
  return (
    <input
      class="chat-input"
      aria-label={t("table:chat.label")}
      placeholder={t("table:chat.placeholder")}
      maxLength={500}
      onKeyDown={(e) => {
        const input = e.currentTarget as HTMLInputElement;
        if (e.key !== "Enter" || !input.value.trim()) return;
        const text = input.value;
        input.value = "";
        signals.table.chat(text).catch((err: unknown) => report(messageOf(err)));
      }}
    />
  );
}

export function Side({ signals, report }: { signals: TableSignals; report: Report }) {
  return (
    <aside class="side" aria-label={t("table:side.label")}>
      <Settings signals={signals} report={report} />
      <h2 id="log-heading">{t("table:side.log")}</h2>
      <LogList signals={signals} />
      <Chat signals={signals} report={report} />
    </aside>
  );
}
