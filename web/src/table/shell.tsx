// The table page's shell: the bar, the banner, the board and the prompt in the main column (the prompt never
// scrolls away), the stack and the side column (settings, log, chat), and the toast.

import { signal, type Signal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { navigate } from "../app.ts";
import { Board } from "../board/board.tsx";
import { t } from "../i18n.ts";
import type { PromptController } from "../prompt/controller.ts";
import { PromptPanel } from "../prompt/panel.tsx";
import { Banner, type Connection } from "./banner.tsx";
import type { Shell } from "./context.ts";
import { Side } from "./side.tsx";
import { Stack } from "./stack.tsx";
import { TableBar } from "./table-bar.tsx";
import { WaitingRoom } from "./waiting-room.tsx";
import "./table.css";

/** A message shown for a few seconds at the bottom of the page (something refused, a request that failed). */
export function toastSignal(): { toast: Signal<string | null>; report: (message: string) => void } {
  const toast = signal<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    toast,
    report: (message) => {
      toast.value = message;
      clearTimeout(timer);
      timer = setTimeout(() => {
        toast.value = null;
      }, 6000);
    },
  };
}

function Toast({ toast }: { toast: Signal<string | null> }) {
  return (
    <div class={toast.value ? "toast shown" : "toast"} role="alert">
      {toast.value ?? ""}
    </div>
  );
}

/**
 * Under the "failed" banner: the page follows the table no more, its board is frozen as it was, and the way back to
 * the lobby has the focus.
 */
function FailedExit() {
  const back = useRef<HTMLAnchorElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <p class="failed-exit" role="note">
      {t("table:failed.frozen")}{" "}
      <a
        ref={back}
        class="back-to-lobby"
        href="/"
        onClick={(e) => {
          e.preventDefault();
          navigate("/");
        }}
      >
        {t("table:join.backToLobby")}
      </a>
    </p>
  );
}

export interface TableShellProps {
  readonly shell: Shell;
  readonly connection: Signal<Connection>;
  readonly toast: Signal<string | null>;
  /** The pending prompt's state, which the board and the prompt panel show and change. */
  readonly ui: PromptController;
}

export function TableShell({ shell, connection, toast, ui }: TableShellProps) {
  const { signals, report, promptVersion, hovered } = shell;
  const waiting = signals.state.value.status === "waiting";
  const failed = connection.value.kind === "failed";
  const promptArea = useRef<HTMLElement>(null);
  // On a phone the prompt is fixed at the bottom of the viewport: the page keeps room for it below everything
  // else (the footer too), whatever its height.
  useEffect(() => {
    const area = promptArea.current;
    if (!area) return;
    const style = document.documentElement.style;
    const observer = new ResizeObserver(() => style.setProperty("--prompt-height", `${area.offsetHeight}px`));
    observer.observe(area);
    return () => {
      observer.disconnect();
      style.removeProperty("--prompt-height");
    };
  }, []);
  // A failed table takes no more keys: the page's own (pass, confirm, cancel) would go to a table that is gone.
  useEffect(() => {
    if (!failed) return;
    const swallow = (e: KeyboardEvent): void => {
      if (!(e.target instanceof Element && e.target.closest(".failed-exit, .table-bar"))) e.stopImmediatePropagation();
    };
    window.addEventListener("keydown", swallow, true);
    return () => window.removeEventListener("keydown", swallow, true);
  }, [failed]);
  return (
    <div class={`table-page${failed ? " failed" : ""}`}>
      <TableBar signals={signals} />
      <Banner signals={signals} connection={connection} report={report} />
      {failed ? <FailedExit /> : null}
      <div class="layout" inert={failed}>
        <main class="table-main" aria-label={t("table:main.label")}>
          <div class="board-scroll">
            {waiting ? (
              <WaitingRoom signals={signals} report={report} />
            ) : (
              <div class="board">
                <Board signals={signals} ui={ui} redraws={promptVersion} hovered={hovered} />
              </div>
            )}
          </div>
          <section class="prompt-area" ref={promptArea} aria-label={t("table:main.prompt")}>
            <div class="prompt-mount">
              <PromptPanel ui={ui} />
            </div>
          </section>
        </main>
        <aside class="stack-column" aria-label={t("table:stack.label")}>
          <Stack shell={shell} />
        </aside>
        <Side signals={signals} report={report} />
      </div>
      <Toast toast={toast} />
    </div>
  );
}
