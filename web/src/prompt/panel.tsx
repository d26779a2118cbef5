// The prompt panel: what the game asks this player now, one component for each kind of prompt. It is mounted once
// and renders from the table's signals; each prompt's component is keyed by the prompt's id, so what the player has
// ticked, typed or selected stays while patches arrive and clocks tick, and is gone with the prompt.

import type { VNode } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { Prompt, PromptKind, TableMirror } from "../../../client-sdk/index.ts";
import { t } from "../i18n.ts";
import {
  AnnounceX,
  ChooseCosts,
  ChooseManaSymbols,
  ChooseModes,
  ChooseOpponent,
  ChooseReduction,
  ChooseSplices,
  ChooseTargets,
  Divide,
  PayCosts,
  PayUnless,
} from "./casting.tsx";
import type { PromptController } from "./controller.ts";
import type { KindProps } from "./parts.tsx";
import { ChooseColor, ChooseNumber, ChooseObject, ChooseOption, NameCard, Proliferate, SearchLibrary } from "./resolution.tsx";
import { AssignCombatDamage, BottomCards, DeclareAttackers, DeclareBlockers, Discard, LegendRule, Mulligan, OrderTriggers, Priority } from "./turn.tsx";
import "./prompt.css";

const KINDS: { readonly [K in PromptKind]: (props: KindProps<K>) => VNode | null } = {
  priority: Priority,
  mulligan: Mulligan,
  bottomCards: BottomCards,
  chooseModes: ChooseModes,
  chooseOpponent: ChooseOpponent,
  chooseSplices: ChooseSplices,
  chooseCosts: ChooseCosts,
  announceX: AnnounceX,
  chooseManaSymbols: ChooseManaSymbols,
  chooseTargets: ChooseTargets,
  divide: Divide,
  chooseReduction: ChooseReduction,
  payCosts: PayCosts,
  payUnless: PayUnless,
  orderTriggers: OrderTriggers,
  searchLibrary: SearchLibrary,
  chooseNumber: ChooseNumber,
  chooseColor: ChooseColor,
  nameCard: NameCard,
  chooseOption: ChooseOption,
  chooseObject: ChooseObject,
  proliferate: Proliferate,
  discard: Discard,
  legendRule: LegendRule,
  declareAttackers: DeclareAttackers,
  declareBlockers: DeclareBlockers,
  assignCombatDamage: AssignCombatDamage,
};

/** Where a key press belongs to the element itself (typing, a button, a link), not to the prompt. */
function ownsKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLButtonElement ||
    target instanceof HTMLAnchorElement ||
    (target instanceof HTMLElement && (target.isContentEditable || target.tagName === "SUMMARY"))
  );
}

export function PromptPanel({ ui }: { readonly ui: PromptController }) {
  const prompt = ui.signals.prompt.value;
  const s = ui.signals.state.value;
  const root = useRef<HTMLDivElement>(null);

  // Enter anywhere on the page confirms the pending choice (priority's Enter is "pass", handled with Space).
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== "Enter" || e.defaultPrevented || ownsKeys(e.target)) return;
      const p = ui.signals.prompt.peek();
      if (!p || p.kind === "priority") return;
      const confirm = root.current?.querySelector<HTMLButtonElement>("button.confirm:not(:disabled)");
      if (!confirm) return;
      e.preventDefault();
      confirm.click();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [ui]);

  if (!prompt) {
    const text = s.status === "waiting" ? t("prompt:idle.waiting") : s.status === "finished" ? t("prompt:idle.over") : waitingText(s);
    return (
      <div ref={root} class={`prompt ${s.status === "playing" ? "waiting" : "idle"}`} aria-live="polite">
        {text}
      </div>
    );
  }
  const Kind = KINDS[prompt.kind] as (props: KindProps<Prompt["kind"]>) => VNode | null;
  return (
    <div ref={root} class={`prompt kind-${prompt.kind}`}>
      <Kind key={prompt.id} prompt={prompt} ui={ui} />
    </div>
  );
}

/** Who the game waits on, and for what, in the page's language. */
function waitingText(s: TableMirror): string {
  const w = s.waiting;
  if (!w) return "…";
  const activity = t(`prompt:activity.${w.kind}`, { defaultValue: "" });
  // A kind this page doesn't know yet (a newer server): the server's own words.
  if (!activity) return w.text;
  return t("prompt:idle.waitingOn", { name: s.players[w.player]?.name ?? "", activity });
}
