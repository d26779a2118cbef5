// The prompts of a spell or ability resolving (608.2d): a card found in a library, a number, a color, a card name,
// an option, an object, and proliferate.

import { useState } from "preact/hooks";
import { t } from "../i18n.ts";
import { TargetChoices } from "./casting.tsx";
import { ActButton, CancelButton, ChoiceForm, ConfirmButton, Instruction, ObjectChoices, type KindProps } from "./parts.tsx";

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
            {o.name}
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
      <Instruction>{p.text}</Instruction>
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
      <Instruction>{p.text}</Instruction>
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
      <Instruction>{p.text}</Instruction>
      <select class="card-name" aria-labelledby="prompt-instruction" value={value} onChange={(e) => setValue(e.currentTarget.value)}>
        {p.options.map((n) => (
          <option key={n} value={n}>
            {n}
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
      <Instruction>{p.text}</Instruction>
      <div class="choices">
        {p.options.map((o) => (
          <ActButton key={o} ui={ui} action={() => ui.table.answer({ kind: "option", option: o })}>
            {o}
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
      <Instruction>{t("prompt:object.instruction", { text: p.text })}</Instruction>
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
