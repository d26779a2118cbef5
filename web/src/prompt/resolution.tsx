// The prompts of a spell or ability resolving (608.2d): a card found in a library, a number, a color, a card name,
// an option, an object, and proliferate.

import { useState } from "preact/hooks";
import type { ObjectId, Prompt } from "../../../client-sdk/index.ts";
import { face } from "../cards.ts";
import { localAbilityText } from "../cards/local-abilities.ts";
import { language, t } from "../i18n.ts";
import { TargetChoices } from "./casting.tsx";
import { choiceContext, localChoiceText, localOption } from "./local-choices.ts";
import type { PromptController } from "./controller.ts";
import { ActButton, CancelButton, ChoiceForm, ConfirmButton, Instruction, ObjectChoices, type KindProps } from "./parts.tsx";

/** What is resolving (608.2), in French: an ability's text, a spell's card text; null when the French isn't known. */
function resolvingFrench(ui: PromptController, object: ObjectId): string | null {
  const item = ui.state.stack.find((x) => x.id === object);
  if (!item) return null;
  if (item.kind === "spell") return face(item.faceName ?? item.name)?.french?.text ?? null;
  const text = localAbilityText(item.text, item.name);
  return text === item.text ? null : text;
}

type Asking = Extract<Prompt, { readonly kind: "chooseOption" | "chooseObject" | "chooseNumber" | "chooseColor" | "nameCard" }>;

/**
 * What a resolution prompt asks, in the page's language: on a French page, an engine phrase by its key, else the
 * instruction of the prompt's kind with the French text of what is resolving in place of the engine's card words.
 */
function asked(ui: PromptController, p: Asking): string {
  if (language.value !== "fr") return p.kind === "chooseObject" ? t("prompt:object.instruction", { text: p.text }) : p.text;
  return localChoiceText(p.text) ?? t(`resolution:instruction.${p.kind}`, { text: resolvingFrench(ui, p.object) ?? p.text });
}

/** An option of a chooseOption prompt as the page shows it (the answer stays the server's word). */
function option(english: string): string {
  return language.value === "fr" ? localOption(english) : english;
}

/** More options than this are offered in a drop-down (a creature type, 205.3m) rather than a wall of buttons. */
const LONG_LIST = 12;

/** 701.23: the card found in a library search, or nothing (701.23b). */
export function SearchLibrary({ prompt: p, ui }: KindProps<"searchLibrary">) {
  return (
    <div class="prompt-form">
      <Instruction>
        {p.library === undefined || p.library === ui.state.you ? t("prompt:search.yours") : t("prompt:search.theirs", { name: ui.playerName(p.library) })}
      </Instruction>
      <div class="choices">
        {p.options.map((o) => (
          <ActButton key={o.index} ui={ui} action={() => ui.table.answer({ kind: "libraryCard", index: o.index })}>
            {choiceContext.cardName(o.name)}
          </ActButton>
        ))}
      </div>
      {p.mustFind ? null : (
        <ActButton ui={ui} class="secondary find-nothing" action={() => ui.table.answer({ kind: "libraryCard", index: null })}>
          {t("prompt:search.nothing")}
        </ActButton>
      )}
    </div>
  );
}

/** 608.2d: a number chosen as an effect resolves. */
export function ChooseNumber({ prompt: p, ui }: KindProps<"chooseNumber">) {
  const [text, setText] = useState(String(p.min));
  const n = /^\d+$/.test(text.trim()) && Number(text) >= p.min && Number(text) <= p.max ? Number(text) : null;
  return (
    <ChoiceForm prompt={p} ui={ui} canConfirm={n !== null} onConfirm={() => ui.table.answer({ kind: "number", value: n! })}>
      <Instruction>{asked(ui, p)}</Instruction>
      <label class="choice">
        {t("prompt:number.label", { min: p.min, max: p.max })}{" "}
        <input class="number" type="number" min={String(p.min)} max={String(p.max)} value={text} onInput={(e) => setText(e.currentTarget.value)} />
      </label>
      <ConfirmButton disabled={n === null} />
      <CancelButton prompt={p} ui={ui} />
    </ChoiceForm>
  );
}

/** A color chosen as an effect resolves. */
export function ChooseColor({ prompt: p, ui }: KindProps<"chooseColor">) {
  return (
    <div class="prompt-form">
      <Instruction>{asked(ui, p)}</Instruction>
      <div class="choices">
        {p.options.map((c) => (
          <ActButton key={c} ui={ui} class={`color color-${c}`} action={() => ui.table.answer({ kind: "color", color: c })}>
            {`{${c}}`} {t(`prompt:color.${c}`)}
          </ActButton>
        ))}
      </div>
    </div>
  );
}

/** A drop-down of `options` and a button answering with the one selected. */
function PickFromList(props: KindProps<"nameCard" | "chooseOption"> & { readonly confirm: string; readonly answer: (value: string) => Promise<unknown> }) {
  const { prompt: p, ui } = props;
  const [value, setValue] = useState(p.options[0] ?? "");
  return (
    <ChoiceForm prompt={p} ui={ui} onConfirm={() => props.answer(value)}>
      <Instruction>{asked(ui, p)}</Instruction>
      <select class="card-name" aria-labelledby="prompt-instruction" value={value} onChange={(e) => setValue(e.currentTarget.value)}>
        {p.options.map((n) => (
          <option key={n} value={n}>
            {option(n)}
          </option>
        ))}
      </select>{" "}
      <ConfirmButton>{props.confirm}</ConfirmButton>
    </ChoiceForm>
  );
}

/** 608.2d: "choose a card name". */
export function NameCard({ prompt: p, ui }: KindProps<"nameCard">) {
  return <PickFromList prompt={p} ui={ui} confirm={t("prompt:nameCard.confirm")} answer={(name) => ui.table.answer({ kind: "name", name })} />;
}

/** A choice among labelled options as an effect resolves ("guess", "you may reveal"). */
export function ChooseOption({ prompt: p, ui }: KindProps<"chooseOption">) {
  if (p.options.length > LONG_LIST)
    return <PickFromList prompt={p} ui={ui} confirm={t("prompt:choose")} answer={(option) => ui.table.answer({ kind: "option", option })} />;
  return (
    <div class="prompt-form">
      <Instruction>{asked(ui, p)}</Instruction>
      <div class="choices">
        {p.options.map((o) => (
          <ActButton key={o} ui={ui} action={() => ui.table.answer({ kind: "option", option: o })}>
            {option(o)}
          </ActButton>
        ))}
      </div>
    </div>
  );
}

/** An object chosen as an effect resolves (a creature to sacrifice, a card to cast), or declined when optional. */
export function ChooseObject({ prompt: p, ui }: KindProps<"chooseObject">) {
  return (
    <div class="prompt-form">
      <Instruction>{asked(ui, p)}</Instruction>
      <ObjectChoices options={p.options} ui={ui} />
      {p.optional ? (
        <ActButton ui={ui} class="secondary decline" action={() => ui.table.decline()}>
          {t("prompt:object.decline")}
        </ActButton>
      ) : null}
    </div>
  );
}

/** 701.34a: proliferate: any number of the permanents and players with counters. */
export function Proliferate({ prompt: p, ui }: KindProps<"proliferate">) {
  return (
    <ChoiceForm prompt={p} ui={ui} onConfirm={() => ui.table.answer({ kind: "proliferate", chosen: [...ui.chosen] })}>
      <Instruction>{t("prompt:proliferate.instruction")}</Instruction>
      <TargetChoices options={p.options} ui={ui} />
      <ConfirmButton>{t("prompt:done")}</ConfirmButton>
    </ChoiceForm>
  );
}
