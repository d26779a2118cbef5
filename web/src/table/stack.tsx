// The stack as a column, its top first and highlighted, each item keyed by its object id (a patch updates the
// items that changed): a spell's card face, or an ability's text, with its modes, X, kicker and targets.

import type { StackItemMirror } from "../../../client-sdk/index.ts";
import { face } from "../cards.ts";
import { localModes, localName, PictureCard } from "../cards/card-face.tsx";
import { localAbilityText } from "../cards/local-abilities.ts";
import { t } from "../i18n.ts";
import type { Shell } from "./context.ts";

function FaceDown({ item }: { item: StackItemMirror }) {
  return (
    <div class="face-down-back">
      <div class="face-down-mark" title={t("table:stack.faceDownTitle")}>
        {t("table:stack.faceDown")}
      </div>
      {/* 708.5: its controller alone sees what it is. */}
      {item.faceDownCard ? (
        <details class="face-down-card">
          <summary title={t("table:stack.onlyYou")}>{t("table:stack.itIs", { card: localName(face(item.faceDownCard), item.faceDownCard).name })}</summary>
          <PictureCard name={item.faceDownCard} />
        </details>
      ) : null}
    </div>
  );
}

function StackItem({ item, top, shell }: { item: StackItemMirror; top: boolean; shell: Shell }) {
  const state = shell.signals.state.value;
  void shell.promptVersion.value;
  const role = shell.prompt.objectRole(item.id);
  const shown = item.faceName ?? item.name;
  // The card's name in the page's language (the English one on hover), as on the board.
  const local = localName(face(shown), shown);
  const classes = ["stack-item", top ? "top" : "", item.complete ? "" : "being-cast", role ?? ""].filter(Boolean).join(" ");
  const select = (): void => shell.prompt.clickObject(item.id);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: from the keyboard, the item's name is a button when it can be chosen.
    <li
      class={classes}
      data-id={item.id}
      data-name={item.name}
      data-face={item.faceName ?? undefined}
      onMouseEnter={() => {
        shell.hovered.value = item;
      }}
      onMouseLeave={() => {
        shell.hovered.value = null;
      }}
      onClick={select}
    >
      <div class="stack-head">
        {/* A button, so that an item the prompt offers can be chosen from the keyboard too. */}
        {role === "option" || role === "selected" ? (
          <button
            type="button"
            class="name link"
            aria-pressed={role === "selected"}
            onClick={(e) => {
              e.stopPropagation();
              select();
            }}
            title={local.english ?? undefined}
          >
            {local.name}
          </button>
        ) : (
          <span class="name" title={local.english ?? undefined}>
            {local.name}
          </span>
        )}
        <span class="controller">{state.players[item.controller]?.name ?? ""}</span>
      </div>
      {item.kind === "spell" && item.faceDown ? (
        <FaceDown item={item} />
      ) : item.kind === "spell" ? (
        <PictureCard name={shown} />
      ) : (
        <div class="ability-text">
          {t(item.kind === "triggeredAbility" ? "table:stack.triggered" : "table:stack.activated", { text: localAbilityText(item.text, item.name) })}
        </div>
      )}
      {item.modes.length ? (
        <ul class="modes">
          {localModes(item.modes, face(shown)).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {item.x ? <div class="x">{t("table:stack.x", { x: item.x })}</div> : null}
      {item.kicks ? <div class="kicked">{item.kicks > 1 ? t("table:stack.kickedTimes", { count: item.kicks }) : t("table:stack.kicked")}</div> : null}
      {item.targets.length ? (
        <div class="targets">→ {item.targets.map((x) => (x.kind === "player" ? x.name : localName(face(x.name), x.name).name)).join(", ")}</div>
      ) : null}
      {item.copy ? <div class="note">{t("table:stack.copy")}</div> : null}
      {item.complete ? null : <div class="note">{t("table:stack.beingCast")}</div>}
    </li>
  );
}

export function Stack({ shell }: { shell: Shell }) {
  const items = [...shell.signals.state.value.stack].reverse();
  return (
    <section class="stack" aria-labelledby="stack-heading">
      <h2 id="stack-heading">{t("table:stack.title", { count: items.length })}</h2>
      {items.length === 0 ? <p class="empty">{t("table:stack.empty")}</p> : null}
      <ol class="stack-items">
        {items.map((item, i) => (
          <StackItem key={item.id} item={item} top={i === 0} shell={shell} />
        ))}
      </ol>
    </section>
  );
}
