// A table's page (/table/CODE, the invite link): joining it (or coming back to it after a reload), the
// seats before the game, then the game itself — board, hand, stack, prompt, log, chat and auto-pass.

import { TableError, type StackItemMirror, type Step, type Table } from "../../client-sdk/index.ts";
import { downloadRecord, forgetToken, inviteLink, joined, keepToken, navigate, playerName, server, setPlayerName, tokensFor } from "./app.ts";
import { stackColumn } from "./board.ts";
import { mountBoard } from "./board/board.tsx";
import { deckPicker } from "./deck-picker.ts";
import { h as component, render as mount } from "preact";
import { SealedPanel } from "./decks/sealed-panel.tsx";
import { fill, h } from "./dom.ts";
import { mountLogList } from "./log/log-list.tsx";
import { askSandboxConsent } from "./sandbox-consent.ts";
import { PromptController, stepName } from "./prompt/controller.ts";
import { mountPromptPanel } from "./prompt/panel.tsx";
import { tableSignals } from "./table-signals.ts";
import { replayLink } from "./replay/replay-link.ts";

const PRIORITY_STEPS: readonly Step[] = [
  "upkeep",
  "draw",
  "precombatMain",
  "beginningOfCombat",
  "declareAttackers",
  "declareBlockers",
  "combatDamage",
  "endOfCombat",
  "postcombatMain",
  "end",
];

/** Joins the table by its link: a name and a deck, or watching. */
async function joinForm(root: HTMLElement, code: string): Promise<Table> {
  const picker = await deckPicker();
  const nameInput = h("input.player-name", { name: "name", value: playerName(), placeholder: "Your name", maxLength: 32 });
  const problem = h("p.problem");
  return new Promise((resolve) => {
    const go = async (spectate: boolean, acceptSandbox = false): Promise<void> => {
      const name = nameInput.value.trim();
      if (!name) {
        problem.textContent = "Enter your name first.";
        return;
      }
      setPlayerName(name);
      picker.clearError();
      problem.textContent = "";
      try {
        const table = spectate ? await server.spectate(code, name) : await server.joinTable(code, { name, deck: picker.choice(), acceptSandbox });
        if (!spectate) keepToken(table);
        resolve(table);
      } catch (e) {
        if (askSandboxConsent(e, problem, () => void go(false, true))) return;
        if (e instanceof TableError && e.code === "INVALID_DECK") picker.showError(e);
        else problem.textContent = e instanceof Error ? e.message : String(e);
      }
    };
    fill(
      root,
      h(
        "div.join-page",
        null,
        h("h1", null, `Table ${code}`),
        h("label", null, "Your name ", nameInput),
        picker.element,
        problem,
        h("button.take-seat", { onclick: () => void go(false) }, "Take a seat"),
        h("button.watch.secondary", { onclick: () => void go(true) }, "Watch"),
        h(
          "p",
          null,
          h(
            "a",
            {
              href: "/",
              onclick: (e: Event) => {
                e.preventDefault();
                navigate("/");
              },
            },
            "Back to the lobby",
          ),
        ),
      ),
    );
  });
}

/** The table this page shows: already joined from the lobby, come back to with a stored token, or joined now. */
async function tableFor(root: HTMLElement, code: string, known: Table | null): Promise<Table> {
  if (known) return known;
  // A seat token claims the seat whatever became of the old connection (even across a server restart); a
  // spectator comes back on the reconnection token while the server holds it.
  const tokens = tokensFor(code);
  try {
    if (tokens.seat) return await server.claimSeat(code, tokens.seat, playerName() || "Player");
    if (tokens.reconnection) return await server.rejoin(tokens.reconnection);
  } catch {
    forgetToken(code);
  }
  return joinForm(root, code);
}

export async function showTable(root: HTMLElement, code: string, known: Table | null): Promise<() => void> {
  const table = await tableFor(root, code, known);
  joined.set(table.code, table);
  if (location.pathname !== `/table/${table.code}`) history.replaceState(null, "", `/table/${table.code}`);

  let hovered: StackItemMirror | null = null;
  const toast = h("div.toast");
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  const report = (message: string): void => {
    toast.textContent = message;
    toast.classList.add("shown");
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => toast.classList.remove("shown"), 6000);
  };
  const ui = new PromptController(table, () => render(), report);
  const boardView = mountBoard(table, ui);

  const banner = h("div.banner");
  const header = h("header.table-bar");
  const board = h("main.board");
  const promptArea = h("section.prompt-area");
  mountPromptPanel(promptArea, ui);
  const sealedArea = h("div.sealed-area");
  mount(component(SealedPanel, { table }), sealedArea);
  const side = h("aside.side");
  const stackArea = h("div.stack-area");
  const logList = h("div.log-panel");
  const chatInput = h("input.chat-input", { placeholder: "Say something… (Enter)", maxLength: 500 });
  const settingsArea = h("details.settings", null, h("summary", null, "Auto-pass"));

  chatInput.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" || !chatInput.value.trim()) return;
    const text = chatInput.value;
    chatInput.value = "";
    table.chat(text).catch((err: unknown) => report(err instanceof Error ? err.message : String(err)));
  });

  const signals = tableSignals(table);
  const unmountLog = mountLogList(logList, signals);

  const stopsEditor = (): HTMLElement => {
    const s = table.settings;
    const toggle = (whose: "own" | "others", step: Step) => (e: Event) => {
      const on = (e.target as HTMLInputElement).checked;
      // The stops the server holds now (table.settings mirrors them), so ticking one keeps the others.
      const now = table.settings.stops;
      const stops = { own: [...now.own], others: [...now.others] };
      stops[whose] = on ? [...stops[whose], step] : stops[whose].filter((x) => x !== step);
      table.setSettings({ stops }).then(
        () => renderSettings(),
        (err: unknown) => report(String(err)),
      );
    };
    return h(
      "table.stops",
      null,
      h("tr", null, h("th", null, "Stop in"), h("th", null, "my turn"), h("th", null, "others' turns")),
      PRIORITY_STEPS.map((step) =>
        h(
          "tr",
          null,
          h("td", null, stepName(step)),
          h("td", null, h("input", { type: "checkbox", checked: s.stops.own.includes(step), onchange: toggle("own", step) })),
          h("td", null, h("input", { type: "checkbox", checked: s.stops.others.includes(step), onchange: toggle("others", step) })),
        ),
      ),
    );
  };
  const renderSettings = (): void => {
    const s = table.settings;
    const flag = (key: "holdPriority" | "autoPassWhenNothingToDo", label: string) =>
      h(
        "label",
        null,
        h("input", {
          type: "checkbox",
          checked: s[key],
          onchange: (e: Event) =>
            void table.setSettings({ [key]: (e.target as HTMLInputElement).checked }).then(renderSettings, (err: unknown) => report(String(err))),
        }),
        ` ${label}`,
      );
    fill(
      settingsArea,
      h("summary", null, `Auto-pass${s.passUntil ? ` (passing until ${s.passUntil === "endOfTurn" ? "end of turn" : "the stack changes"})` : ""}`),
      h("button.small", { onclick: () => void table.passUntilEndOfTurn().then(renderSettings, (e: unknown) => report(String(e))) }, "Pass until end of turn"),
      h(
        "button.small",
        { onclick: () => void table.passUntilStackChanges().then(renderSettings, (e: unknown) => report(String(e))) },
        "Pass until the stack changes",
      ),
      flag("holdPriority", "Hold priority after casting"),
      flag("autoPassWhenNothingToDo", "Pass when I can do nothing"),
      stopsEditor(),
    );
  };

  // The shuffles are checked in this browser, with its own copy of the engine, never on the server's word.
  let verification: string | null = null;
  const verifyShuffles = async (): Promise<void> => {
    verification = "Checking…";
    render();
    try {
      const { engine } = await import("../../server/game.ts");
      const report = await table.verify(engine);
      verification = report.ok
        ? "Shuffles verified: the revealed seed is the one committed to before the game, mixed with every player's entropy, and the game replays to the same end."
        : `Verification failed: ${report.checks
            .filter((c) => !c.ok)
            .map((c) => `${c.name} — ${c.detail}`)
            .join("; ")}`;
    } catch (e) {
      verification = `Could not verify: ${e instanceof Error ? e.message : String(e)}`;
    }
    render();
  };

  const waitingRoom = (): HTMLElement => {
    const s = table.state;
    const me = s.you === null ? null : s.players[s.you]!;
    return h(
      "div.waiting-room",
      null,
      h("h2", null, "Seats"),
      h(
        "ul.seats",
        null,
        s.players.map((p) => h("li", null, p.taken ? `${p.name} — ${p.deck}${p.ready ? " — ready" : ""}` : `Seat ${p.seat + 1}: free`)),
      ),
      me
        ? h(
            `button.ready${me.ready ? ".secondary" : ""}`,
            { onclick: () => void table.ready(!me.ready).catch((e: unknown) => report(String(e))) },
            me.ready ? "Not ready" : "Ready",
          )
        : h("p", null, "You are watching this table."),
    );
  };

  const render = (): void => {
    const s = table.state;
    fill(
      header,
      h("span.table-name", null, s.name),
      h(
        "span.invite",
        null,
        "Invite: ",
        h("input.invite-link", { readOnly: true, value: inviteLink(table.code), onclick: (e: Event) => (e.target as HTMLInputElement).select() }),
        ` code ${table.code}`,
      ),
      s.status === "playing" || s.status === "finished"
        ? h(
            "span.turn",
            null,
            `Turn ${s.turn} · ${s.activePlayer !== null ? `${s.players[s.activePlayer]!.name}'s turn` : ""} · ${stepName(s.step, s.additionalPhase)}`,
            // 730.1: the game's day or night designation, once it has one.
            s.dayNight ? h(`span.day-night.${s.dayNight}`, { title: `It is ${s.dayNight} (730)` }, ` · ${s.dayNight === "day" ? "☀ day" : "☾ night"}`) : null,
            s.priorityPlayer !== null ? h("span.priority", null, ` · priority: ${s.players[s.priorityPlayer]!.name}`) : null,
          )
        : h("span.turn", null, "waiting for players"),
      s.spectators ? h("span.spectators", null, `${s.spectators} watching`) : null,
      h(
        "a.leave",
        {
          href: "/",
          onclick: (e: Event) => {
            e.preventDefault();
            void table.leave();
            navigate("/");
          },
        },
        "Leave",
      ),
    );
    if (s.status === "finished") {
      const winners = s.winners.map((w) => s.players[w]!.name);
      banner.className = "banner result";
      const canVerify = s.seedReveal !== "" && s.you !== null;
      fill(
        banner,
        s.draw ? "The game is a draw." : `${winners.join(", ")} won the game.`,
        canVerify && verification === null ? h("button.verify-shuffles.secondary", { onclick: () => void verifyShuffles() }, "Verify shuffles") : null,
        table.seatToken
          ? h(
              "button.download-record.secondary",
              {
                onclick: () =>
                  void downloadRecord(table).catch((e: unknown) => report(`Could not download the record: ${e instanceof Error ? e.message : String(e)}`)),
              },
              "Download the record",
            )
          : null,
        table.seatToken ? replayLink(table.code) : null,
        verification ? h("span.verification", null, ` ${verification}`) : null,
      );
    } else if (!banner.classList.contains("reconnecting")) banner.className = "banner";
    if (s.status === "waiting") fill(board, waitingRoom());
    else boardView.show(board, hovered);
    fill(
      stackArea,
      stackColumn(
        s,
        (item) => {
          hovered = item;
          render();
        },
        ui,
      ),
    );
  };

  fill(
    root,
    h(
      "div.table-page",
      null,
      header,
      banner,
      h("div.layout", null, h("div.main-column", null, sealedArea, board, promptArea), h("div.stack-column", null, stackArea), side),
      toast,
    ),
  );
  fill(side, settingsArea, h("h3", null, "Log"), logList, chatInput);
  renderSettings();

  const offs = [
    table.events.on("state", () => render()),
    // The server may change them too: a "pass until…" ends, or the seat comes back after a reload.
    table.events.on("settings", renderSettings),
    table.events.on("closing", ({ reason }) => {
      banner.className = "banner reconnecting";
      banner.textContent = `The table closes: ${reason}.`;
    }),
    table.events.on("disconnected", () => {
      banner.className = "banner reconnecting";
      banner.textContent = "Connection lost — reconnecting…";
    }),
    table.events.on("reconnected", () => {
      banner.className = "banner";
      keepToken(table);
      render();
    }),
    table.events.on("failed", ({ reason }) => {
      banner.className = "banner failed";
      banner.textContent = `Disconnected from the table${reason ? `: ${reason}` : ""}.`;
    }),
  ];
  // Clocks count down between patches.
  const ticker = setInterval(() => {
    if (table.state.players.some((p) => p.clockRunning)) render();
  }, 1000);
  const onKey = (e: KeyboardEvent): void => {
    const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement;
    if (typing) return;
    if ((e.key === " " || e.key === "Enter") && ui.passByKey()) e.preventDefault();
    else if (e.key === "Escape" && ui.cancelByKey()) e.preventDefault();
  };
  document.addEventListener("keydown", onKey);
  render();
  return () => {
    unmountLog();
    signals.dispose();
    for (const off of offs) off();
    clearInterval(ticker);
    ui.dispose();
    document.removeEventListener("keydown", onKey);
  };
}
