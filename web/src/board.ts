// The stack as a column with its top highlighted and its targets shown (the players' areas and the hand are
// components: board/board.tsx).

import type { StackItemMirror, TableMirror } from "../../client-sdk/index.ts";
import { cardFace } from "./cards.ts";
import { h } from "./dom.ts";
import type { PromptController } from "./prompt/controller.ts";

function roleClass(role: ReturnType<PromptController["objectRole"]>): string {
  return role ? `.${role}` : "";
}

/**
 * 708: what a face-down permanent or spell shows: a card back marked "face down"; to its controller alone, also the card
 * it is (708.5), folded like a double-faced card's other face.
 */
function faceDownBack(o: { readonly faceDownCard: string | null }): HTMLElement {
  return h(
    "div.face-down-back",
    null,
    h("div.face-down-mark", { title: "a 2/2 creature with no name, text or mana cost (708.2a)" }, "face down"),
    o.faceDownCard ? faceDownSecret(o.faceDownCard) : null,
  );
}

function faceDownSecret(card: string): HTMLElement {
  const stop = (e: Event): void => e.stopPropagation();
  return h("details.face-down-card", { onclick: stop }, h("summary", { title: "Only you can see this (708.5)" }, `it is ${card}`), cardFace(card));
}

export function stackColumn(state: TableMirror, onHover: (item: StackItemMirror | null) => void, ui: PromptController): HTMLElement {
  const items = [...state.stack].reverse();
  return h(
    "div.stack",
    null,
    h("h3", null, `The stack (${items.length})`),
    items.length === 0 ? h("p.empty", null, "empty") : null,
    items.map((item, i) =>
      h(
        `div.stack-item${i === 0 ? ".top" : ""}${item.complete ? "" : ".being-cast"}${roleClass(ui.objectRole(item.id))}` as "div",
        {
          dataset: { id: String(item.id), name: item.name, ...(item.faceName ? { face: item.faceName } : {}) },
          onmouseenter: () => onHover(item),
          onmouseleave: () => onHover(null),
          onclick: () => ui.clickObject(item.id),
        },
        h("div.stack-head", null, h("span.name", null, item.faceName ?? item.name), h("span.controller", null, state.players[item.controller]?.name ?? "")),
        item.kind === "spell" && item.faceDown
          ? faceDownBack(item)
          : item.kind === "spell"
            ? cardFace(item.faceName ?? item.name)
            : h("div.ability-text", null, `${item.kind === "triggeredAbility" ? "Triggered" : "Activated"} ability: ${item.text}`),
        item.modes.length
          ? h(
              "div.modes",
              null,
              item.modes.map((m) => h("div", null, `• ${m}`)),
            )
          : null,
        item.x ? h("div.x", null, `X = ${item.x}`) : null,
        item.kicks ? h("div.kicked", null, item.kicks > 1 ? `kicked ×${item.kicks}` : "kicked") : null,
        item.targets.length ? h("div.targets", null, `→ ${item.targets.map((t) => t.name).join(", ")}`) : null,
        item.copy ? h("div.note", null, "a copy (707.10)") : null,
        item.complete ? null : h("div.note", null, "being cast"),
      ),
    ),
  );
}
