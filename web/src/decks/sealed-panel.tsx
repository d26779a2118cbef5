// At a sealed table, before the game: the seated player opens their pool (told to them alone) and builds their
// deck in the deck builder, over the table page; the server checks it against the pool.

import { useSignal } from "@preact/signals";
import type { SealedPool } from "../../../client-sdk/index.ts";
import { errorLines, errorText } from "../errors/error-text.ts";
import { t } from "../i18n.ts";
import type { TableSignals } from "../table-signals.ts";
import { DeckBuilder } from "./deck-builder.tsx";

export function SealedPanel({ signals }: { signals: TableSignals }) {
  const table = signals.table;
  const pool = useSignal<SealedPool | null>(null);
  const open = useSignal(false);
  const problem = useSignal("");
  const s = signals.state.value;
  const me = s.you === null ? null : s.players[s.you];
  if (!s.sealed || s.status !== "waiting" || !me) return null;

  const openBuilder = async (): Promise<void> => {
    problem.value = "";
    try {
      pool.value ??= await table.request("pool", {});
      open.value = true;
    } catch (e) {
      problem.value = errorText(e);
    }
  };
  const use = async (list: string): Promise<readonly string[] | null> => {
    try {
      await table.request("deck", { deck: { list } });
      open.value = false;
      return null;
    } catch (e) {
      return errorLines(e);
    }
  };
  const built = me.deck.startsWith("a sealed deck");
  return (
    <div class="sealed-panel">
      <p>{t(built ? "decks:sealed.built" : "decks:sealed.intro", { set: s.sealed })}</p>
      <button type="button" class={`open-pool${built ? " secondary" : ""}`} onClick={() => void openBuilder()}>
        {t(built ? "decks:sealed.rebuild" : "decks:sealed.open")}
      </button>
      {problem.value ? <p class="problem">{problem.value}</p> : null}
      {open.value && pool.value ? (
        <div class="sealed-overlay" role="dialog" aria-label={t("decks:sealed.title")}>
          <div class="sealed-overlay-bar">
            <h2>{t("decks:sealed.title")}</h2>
            <button type="button" class="close-builder secondary" onClick={() => (open.value = false)}>
              {t("decks:sealed.close")}
            </button>
          </div>
          <DeckBuilder pool={pool.value} onUse={use} />
        </div>
      ) : null}
    </div>
  );
}
