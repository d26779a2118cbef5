// The lobby: your name (remembered), the live list of tables, creating a table, joining one by its row,
// by its invite code or link.

import { DEFAULT_IDLE_MINUTES, TableError, type TableListing, type TableOptionsInput } from "../../client-sdk/index.ts";
import { joined, keepToken, navigate, playerName, server, setPlayerName } from "./app.ts";
import { deckPicker, type DeckPicker } from "./deck-picker.ts";
import { deckBuilderLink, sealedSetSelect } from "./decks/lobby-hooks.ts";
import { askSandboxConsent } from "./sandbox-consent.ts";
import { fill, h } from "./dom.ts";
import { t } from "./i18n.ts";

function describeClock(clock: TableListing["summary"]["clock"]): string {
  return clock ? `${clock.minutes} min + ${clock.incrementSeconds} s` : "no clock";
}

function tableRow(t: TableListing, join: (code: string, spectate: boolean) => void): HTMLElement {
  const s = t.summary;
  const open = s.status === "waiting" && s.seatsTaken < s.seats;
  return h(
    "tr.table-row",
    { dataset: { code: t.code } },
    h("td", null, h("strong", null, s.name), s.sandbox ? h("span.tag", null, "sandbox") : null),
    h("td", null, s.host),
    h("td", null, `${s.seatsTaken}/${s.seats}`),
    h("td", null, `${s.format}, ${s.mulligan} mulligan${s.manaBurn ? ", mana burn" : ""}, ${describeClock(s.clock)}`),
    h("td", null, h(`span.status.${s.status}`, null, s.status)),
    h(
      "td.actions",
      null,
      open ? h("button.join", { onclick: () => join(t.code, false) }, "Join") : null,
      s.spectators ? h("button.watch.secondary", { onclick: () => join(t.code, true) }, "Watch") : null,
    ),
  );
}

function numberField(name: string, value: number, min: number, max: number): HTMLInputElement {
  return h("input", { type: "number", name, value: String(value), min: String(min), max: String(max) });
}

export async function showLobby(root: HTMLElement): Promise<() => void> {
  const lobby = await server.lobby();
  const picker: DeckPicker = await deckPicker();
  const nameInput = h("input.player-name", { name: "name", value: playerName(), placeholder: "Your name", maxLength: 32, required: true });
  nameInput.addEventListener("change", () => setPlayerName(nameInput.value));
  const problem = h("p.problem");
  const list = h("tbody");

  const name = (): string | null => {
    const n = nameInput.value.trim();
    if (!n) {
      problem.textContent = "Enter your name first.";
      nameInput.focus();
      return null;
    }
    setPlayerName(n);
    return n;
  };
  const failed = (e: unknown): void => {
    if (e instanceof TableError && e.code === "INVALID_DECK") picker.showError(e);
    else problem.textContent = e instanceof Error ? e.message : String(e);
  };

  const join = async (code: string, spectate: boolean, acceptSandbox = false): Promise<void> => {
    const n = name();
    if (!n) return;
    problem.textContent = "";
    picker.clearError();
    try {
      const table = spectate ? await server.spectate(code, n) : await server.joinTable(code, { name: n, deck: picker.choice(), acceptSandbox });
      joined.set(table.code, table);
      if (!spectate) keepToken(table);
      navigate(`/table/${table.code}`);
    } catch (e) {
      if (!askSandboxConsent(e, problem, () => void join(code, false, true))) failed(e);
    }
  };

  const render = (): void => {
    const tables = lobby.tables;
    fill(
      list,
      tables.length
        ? tables.map((t) => tableRow(t, (code, spectate) => void join(code, spectate)))
        : h("tr", null, h("td.empty", { colSpan: 6 }, "No open tables yet — create one.")),
    );
  };
  lobby.events.on("change", render);
  render();

  // Creating a table.
  const tableName = h("input", { name: "tableName", value: playerName() ? `${playerName()}'s table` : "", placeholder: "Friendly game", maxLength: 60 });
  let tableNamed = false;
  tableName.addEventListener("input", () => (tableNamed = true));
  nameInput.addEventListener("input", () => {
    if (!tableNamed) tableName.value = nameInput.value.trim() ? `${nameInput.value.trim()}'s table` : "";
  });
  const seats = h(
    "select",
    { name: "seats" },
    [2, 3, 4].map((n) => h("option", { value: String(n) }, `${n} players`)),
  );
  const format = h(
    "select",
    { name: "format" },
    h("option", { value: "casual" }, "Casual (any deck)"),
    h("option", { value: "constructed" }, "Constructed (60+ cards, 4 copies)"),
  );
  const mulligan = h(
    "select",
    { name: "mulligan" },
    h("option", { value: "london" }, "London mulligan"),
    h("option", { value: "paris" }, "Paris mulligan (older rule)"),
  );
  const useClock = h("input", { type: "checkbox", name: "clock" });
  const minutes = numberField("minutes", 20, 1, 180);
  const increment = numberField("increment", 5, 0, 600);
  const useIdle = h("input", { type: "checkbox", name: "idle", checked: true });
  const idleMinutes = numberField("idleMinutes", DEFAULT_IDLE_MINUTES, 1, 120);
  const spectators = h("input", { type: "checkbox", name: "spectators", checked: true });
  const isPrivate = h("input", { type: "checkbox", name: "private" });
  const sealed = await sealedSetSelect();
  const create = async (): Promise<void> => {
    const n = name();
    if (!n) return;
    problem.textContent = "";
    picker.clearError();
    const options: TableOptionsInput = {
      name: tableName.value.trim() || `${n}'s table`,
      seats: Number(seats.value),
      format: format.value as "casual" | "constructed",
      mulligan: mulligan.value as "london" | "paris",
      clock: useClock.checked ? { minutes: Number(minutes.value), incrementSeconds: Number(increment.value) } : null,
      idleMinutes: useIdle.checked ? Number(idleMinutes.value) : null,
      spectators: spectators.checked,
      private: isPrivate.checked,
      ...(sealed.value ? { sealed: { set: sealed.value } } : {}),
    };
    try {
      const table = await server.createTable(options, { name: n, deck: picker.choice() });
      joined.set(table.code, table);
      keepToken(table);
      navigate(`/table/${table.code}`);
    } catch (e) {
      failed(e);
    }
  };

  const code = h("input.invite-code", { name: "code", placeholder: "Invite code or link", maxLength: 200 });
  const joinByCode = (): void => {
    const typed = code.value.trim();
    const found = /([A-Za-z0-9]{6})\/?$/.exec(typed);
    if (found) void join(found[1]!.toUpperCase(), false);
    else problem.textContent = "An invite code has six letters and digits, like K7QM2X.";
  };

  fill(
    root,
    h(
      "div.lobby",
      null,
      h("header", null, h("h1", null, "mtg-table"), h("p.tagline", null, "Magic with friends, rules enforced by the server.")),
      h(
        "section.you",
        null,
        h("label", null, "Your name ", nameInput),
        picker.element,
        deckBuilderLink(() => navigate("/decks")),
        problem,
      ),
      h(
        "section.create",
        null,
        h("h2", null, "Create a table"),
        h(
          "div.form-grid",
          null,
          h("label", null, "Name ", tableName),
          h("label", null, "Seats ", seats),
          h("label", null, "Format ", format),
          h("label", null, "Mulligan ", mulligan),
          h("label", null, useClock, " Clock ", minutes, " min + ", increment, " s per decision"),
          h(
            "label",
            { title: "Without a clock: a player who leaves the game waiting this long loses it (everyone is warned first)." },
            useIdle,
            " Idle limit ",
            idleMinutes,
            " min",
          ),
          h("label", null, spectators, " Spectators allowed"),
          h("label", null, isPrivate, " Private (invite only)"),
          h("label", null, `${t("decks:sealed.option")} `, sealed),
        ),
        h("button.create-table", { onclick: () => void create() }, "Create table"),
      ),
      h("section.by-code", null, h("h2", null, "Join with an invite"), code, h("button.join-code", { onclick: joinByCode }, "Join")),
      h(
        "section.tables",
        null,
        h("h2", null, "Open tables"),
        h(
          "table.tables",
          null,
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              ["Table", "Host", "Seats", "Rules", "Status", ""].map((t) => h("th", null, t)),
            ),
          ),
          list,
        ),
      ),
    ),
  );
  return () => void lobby.leave();
}
