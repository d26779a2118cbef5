// The prompts of casting a spell or activating an ability (601.2): modes, costs, X, mana symbols, targets,
// dividing, splices, an opponent who chooses, and paying. Each keeps its half-made choice in its own state, which
// lives as long as the prompt it belongs to (the panel keys it by the prompt's id).

import { useState } from "preact/hooks";
import { suggestPayment, type Target } from "../../../client-sdk/index.ts";
import { face } from "../cards.ts";
import { localModes, localName } from "../cards/card-face.tsx";
import { localCostChoice, localCostPart, localPayment, localTarget } from "../cards/phrases/index.ts";
import { t } from "../i18n.ts";
import { capitalize } from "../log/describe.ts";
import { localChoiceText } from "./local-choices.ts";
import { ActButton, AmountField, CancelButton, ChoiceForm, ConfirmButton, Instruction, manaText, Toggle, type KindProps, wholeNumber } from "./parts.tsx";

/** 601.2b, 700.2: the modes of a modal spell; one to choose is a radio group, more are checkboxes. */
export function ChooseModes({ prompt: p, ui }: KindProps<"chooseModes">) {
  const [picked, setPicked] = useState<readonly number[]>([]);
  const single = p.max === 1;
  const pick = (i: number, on: boolean): void =>
    setPicked((now) => (single ? (on ? [i] : []) : on ? [...now.filter((x) => x !== i), i].sort((a, b) => a - b) : now.filter((x) => x !== i)));
  const count = p.min === p.max ? String(p.min) : t("prompt:range", { min: p.min, max: p.max });
  // The face being cast: a split card's half or an Adventure has its own modes.
  const spell = ui.state.stack.find((x) => x.id === p.object);
  const texts = localModes(p.texts, face(spell?.faceName ?? spell?.name ?? ui.name(p.object)));
  return (
    <ChoiceForm prompt={p} ui={ui} canConfirm={picked.length >= p.min && picked.length <= p.max} onConfirm={() => ui.table.chooseModes(...picked)}>
      <Instruction>{t("prompt:modes.instruction", { count: p.max, number: count, name: ui.name(p.object) })}</Instruction>
      <fieldset class="choices modes" aria-labelledby="prompt-instruction">
        {texts.map((text, i) => (
          <label key={i} class={`choice mode${p.available[i] ? "" : " unavailable"}`} data-mode={i}>
            <input
              type={single ? "radio" : "checkbox"}
              name="mode"
              checked={picked.includes(i)}
              disabled={!p.available[i]}
              onChange={(e) => pick(i, e.currentTarget.checked)}
            />{" "}
            {text}
            {p.available[i] ? null : <span class="note"> {t("prompt:modes.noTargets")}</span>}
          </label>
        ))}
      </fieldset>
      {p.entwine ? (
        <ActButton ui={ui} class="secondary entwine" action={() => ui.table.chooseModes(...p.texts.map((_, i) => i))}>
          {t("prompt:modes.entwine")}
        </ActButton>
      ) : null}
      <ConfirmButton disabled={picked.length < p.min || picked.length > p.max} />
      <CancelButton prompt={p} ui={ui} />
    </ChoiceForm>
  );
}

/** 601.6a: the opponent who makes the choice the spell gives to an opponent. */
export function ChooseOpponent({ prompt: p, ui }: KindProps<"chooseOpponent">) {
  return (
    <div class="prompt-form">
      <Instruction>{t("prompt:opponent.instruction", { purpose: localChoiceText(p.purpose) ?? p.purpose })}</Instruction>
      <div class="choices">
        {p.options.map((o) => (
          <ActButton key={o} ui={ui} action={() => ui.table.answer({ kind: "player", player: o })}>
            {ui.playerName(o)}
          </ActButton>
        ))}
      </div>
      <CancelButton prompt={p} ui={ui} />
    </div>
  );
}

/** 702.47a: cards in hand spliced onto the spell, chosen in the hand or here. */
export function ChooseSplices({ prompt: p, ui }: KindProps<"chooseSplices">) {
  void ui.revision.value;
  const cards = ui.cards;
  return (
    <ChoiceForm prompt={p} ui={ui} onConfirm={() => ui.table.answer({ kind: "cards", cards: [...cards] })}>
      <Instruction>{t("prompt:splice.instruction")}</Instruction>
      <div class="choices">
        {p.options.map((o) => (
          <Toggle key={o} pressed={cards.has(o)} onToggle={() => ui.toggleCard(o)}>
            {ui.name(o)}
          </Toggle>
        ))}
      </div>
      <ConfirmButton>{cards.size ? t("prompt:splice.confirm", { count: cards.size }) : t("prompt:splice.none")}</ConfirmButton>
      <CancelButton prompt={p} ui={ui} />
    </ChoiceForm>
  );
}

/** 601.2b: the mana cost or an alternative cost (118.9a), and how often each optional additional cost is paid (118.8). */
export function ChooseCosts({ prompt: p, ui }: KindProps<"chooseCosts">) {
  const [alternative, setAlternative] = useState(p.alternatives[0]!.id);
  const [optional, setOptional] = useState<Readonly<Record<string, string>>>({});
  const times = (id: string): number => Number(optional[id] || "0");
  const valid = p.optional.every((o) => Number.isInteger(times(o.id)) && times(o.id) >= 0 && (o.max === null || times(o.id) <= o.max));
  // A cost granted by a permanent ends with its name: "… (Dream Halls)".
  const cardName = (english: string): string => localName(face(english), english).name;
  return (
    <ChoiceForm
      prompt={p}
      ui={ui}
      canConfirm={valid}
      onConfirm={() => ui.table.chooseCosts(alternative, Object.fromEntries(p.optional.map((o) => [o.id, times(o.id)]).filter(([, n]) => n !== 0)))}
    >
      <Instruction>{t("prompt:costs.instruction", { name: ui.name(p.object) })}</Instruction>
      <fieldset class="choices costs" aria-labelledby="prompt-instruction">
        {p.alternatives.map((a) => (
          <label key={a.id} class="choice alternative" data-cost={a.id}>
            <input type="radio" name="alternative" checked={alternative === a.id} onChange={() => setAlternative(a.id)} />{" "}
            {localCostChoice(a.id, a.text, cardName)}
          </label>
        ))}
        {p.optional.map((o) => (
          <label key={o.id} class="choice optional" data-cost={o.id}>
            <input
              class="number"
              type="number"
              min="0"
              max={o.max === null ? undefined : String(o.max)}
              value={optional[o.id] ?? "0"}
              onInput={(e) => {
                const value = e.currentTarget.value;
                setOptional((now) => ({ ...now, [o.id]: value }));
              }}
            />{" "}
            × {localCostChoice(o.id, o.text, cardName)}
          </label>
        ))}
      </fieldset>
      <ConfirmButton disabled={!valid} />
      <CancelButton prompt={p} ui={ui} />
    </ChoiceForm>
  );
}

/** 107.3a: announce X. */
export function AnnounceX({ prompt: p, ui }: KindProps<"announceX">) {
  const [text, setText] = useState("");
  const x = wholeNumber(text, 0, p.max);
  return (
    <ChoiceForm prompt={p} ui={ui} canConfirm={x !== null} onConfirm={() => ui.table.announceX(x!)}>
      <Instruction>{t("prompt:x.instruction", { max: p.max, name: ui.name(p.object) })}</Instruction>
      <label class="choice">
        {t("prompt:x.label")}{" "}
        <input class="number x-value" type="number" min="0" max={String(p.max)} value={text} onInput={(e) => setText(e.currentTarget.value)} />
      </label>
      <ConfirmButton disabled={x === null} />
      <CancelButton prompt={p} ui={ui} />
    </ChoiceForm>
  );
}

function symbolLabel(option: string): string {
  return option === "life" ? t("prompt:symbols.life") : `{${option}}`;
}

/** How several symbols will be paid, one drop-down each; shared by the two prompts that ask it. */
function SymbolChoices({
  symbols,
  choices,
  onChange,
}: {
  readonly symbols: readonly { symbol: string; options: readonly string[] }[];
  readonly choices: readonly string[];
  readonly onChange: (i: number, value: string) => void;
}) {
  return (
    <div class="choices symbols">
      {symbols.map((x, i) => (
        <label key={i} class="choice">
          {x.symbol}{" "}
          <select value={choices[i]} onChange={(e) => onChange(i, e.currentTarget.value)}>
            {x.options.map((o) => (
              <option key={o} value={o}>
                {symbolLabel(o)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}

/** 601.2b: how each hybrid or Phyrexian symbol will be paid. */
export function ChooseManaSymbols({ prompt: p, ui }: KindProps<"chooseManaSymbols">) {
  const [choices, setChoices] = useState<readonly string[]>(() => p.symbols.map((x) => x.options[0]!));
  return (
    <ChoiceForm prompt={p} ui={ui} onConfirm={() => ui.table.answer({ kind: "symbols", choices })}>
      <Instruction>{t("prompt:symbols.instruction")}</Instruction>
      <SymbolChoices symbols={p.symbols} choices={choices} onChange={(i, v) => setChoices((now) => now.map((c, j) => (j === i ? v : c)))} />
      <ConfirmButton />
      <CancelButton prompt={p} ui={ui} />
    </ChoiceForm>
  );
}

/** 601.2f, 118.7e: which half of a hybrid symbol a cost reduction reduces. */
export function ChooseReduction({ prompt: p, ui }: KindProps<"chooseReduction">) {
  const [choice, setChoice] = useState(p.symbol.options[0]!);
  return (
    <ChoiceForm prompt={p} ui={ui} onConfirm={() => ui.table.answer({ kind: "symbols", choices: [choice] })}>
      <Instruction>{t("prompt:reduction.instruction", { source: p.source })}</Instruction>
      <SymbolChoices symbols={[p.symbol]} choices={[choice]} onChange={(_, v) => setChoice(v)} />
      <ConfirmButton />
      <CancelButton prompt={p} ui={ui} />
    </ChoiceForm>
  );
}

/** What is chosen so far, and a button for each option (also clickable on the table). */
export function TargetChoices({ options, ui }: { readonly options: readonly Target[]; readonly ui: KindProps<"chooseTargets">["ui"] }) {
  void ui.revision.value;
  const chosen = ui.chosen;
  return (
    <>
      <p class="chosen">{chosen.length ? t("prompt:targets.chosen", { names: chosen.map((x) => ui.targetName(x)).join(", ") }) : t("prompt:targets.none")}</p>
      <div class="target-buttons">
        {options.map((o) => (
          <Toggle key={`${o.kind}:${o.id}`} class="target" pressed={chosen.some((c) => c.kind === o.kind && c.id === o.id)} onToggle={() => ui.toggleTarget(o)}>
            {ui.targetName(o)}
          </Toggle>
        ))}
      </div>
    </>
  );
}

/** 601.2c: targets, clicked on the table or chosen here. */
export function ChooseTargets({ prompt: p, ui }: KindProps<"chooseTargets">) {
  void ui.revision.value;
  const n = ui.chosen.length;
  const enough = n >= p.min && (p.max === null || n <= p.max);
  const count = p.min === p.max ? String(p.min) : p.max === null ? t("prompt:orMore", { min: p.min }) : t("prompt:range", { min: p.min, max: p.max });
  return (
    <ChoiceForm prompt={p} ui={ui} canConfirm={enough} onConfirm={() => ui.table.answer({ kind: "targets", targets: [...ui.chosen] })}>
      <Instruction>{t("prompt:targets.instruction", { count: p.max ?? 2, number: count, text: localTarget(p.text) })}</Instruction>
      <TargetChoices options={p.options} ui={ui} />
      <ConfirmButton disabled={!enough}>{t("prompt:done")}</ConfirmButton>
      <CancelButton prompt={p} ui={ui} />
    </ChoiceForm>
  );
}

/** 601.2d: divide an amount among the targets, at least 1 each. */
export function Divide({ prompt: p, ui }: KindProps<"divide">) {
  const [amounts, setAmounts] = useState<readonly string[]>(() => p.targets.map((_, i) => String(i === 0 ? p.amount - p.targets.length + 1 : 1)));
  const numbers = amounts.map((a) => wholeNumber(a, 1, p.amount));
  const valid = numbers.every((n) => n !== null) && numbers.reduce<number>((s, n) => s + n!, 0) === p.amount;
  return (
    <ChoiceForm prompt={p} ui={ui} canConfirm={valid} onConfirm={() => ui.table.divide(...numbers.map((n) => n!))}>
      <Instruction>{t("prompt:divide.instruction", { amount: p.amount })}</Instruction>
      <div class="choices">
        {p.targets.map((x, i) => (
          <AmountField key={`${x.kind}:${x.id}`} amounts={amounts} index={i} setAmounts={setAmounts} min={1} max={p.amount}>
            {ui.targetName(x)}
          </AmountField>
        ))}
      </div>
      <ConfirmButton disabled={!valid} />
      <CancelButton prompt={p} ui={ui} />
    </ChoiceForm>
  );
}

/** The mana to pay, the pool, the suggestion and the automatic payment: shared by paying a cost and paying "unless". */
function ManaPayment({ prompt: p, ui }: KindProps<"payCosts" | "payUnless">) {
  const need = p.mana;
  const pool = manaText(p.pool);
  const suggestion = suggestPayment(p);
  const suggested = [...(suggestion?.activations ?? []), ...(suggestion?.convoke ?? [])].map((a) => ui.name("source" in a ? a.source : a.creature)).join(", ");
  // The buttons first: they are what most payments need, and stay in view in a short panel.
  return (
    <>
      {need && p.autoPay ? (
        <ActButton ui={ui} class="autopay" action={() => ui.table.answer({ kind: "autoPay" })}>
          {t("prompt:pay.auto")}
        </ActButton>
      ) : null}
      {need && p.canPay ? (
        <ActButton ui={ui} class="secondary pay-pool" action={() => ui.table.answer({ kind: "pay" })}>
          {t("prompt:pay.fromPool")}
        </ActButton>
      ) : null}
      <p class="pool">{t("prompt:pay.pool", { pool: pool || t("prompt:pay.empty") })}</p>
      {need && suggested ? <p class="suggestion">{t("prompt:pay.suggested", { names: suggested })}</p> : null}
    </>
  );
}

/** 601.2g–h: mana abilities, then each part of the total cost. */
export function PayCosts({ prompt: p, ui }: KindProps<"payCosts">) {
  void ui.revision.value;
  const need = p.mana;
  const cards = ui.cards;
  // What a cost part calls "this": the spell or the ability's source.
  const self = ui.name(p.object);
  return (
    <div class="prompt-form">
      <Instruction>{need ? t("prompt:pay.mana", { mana: manaText(need) }) : t("prompt:pay.rest")}</Instruction>
      <ManaPayment prompt={p} ui={ui} />
      <p class="hint">{t("prompt:pay.hint")}</p>
      {need && p.convoke?.length ? (
        // 702.51a: each creature offered for convoke pays for one mana of one of its colors the cost still needs, or one generic.
        <div class="convoke">
          {t("prompt:pay.convoke")}{" "}
          {p.convoke.flatMap((o) =>
            [...o.colors.filter((c) => need[c] > 0), ...(need.generic > 0 ? ["generic" as const] : [])].map((mana) => (
              <ActButton key={`${o.creature}:${mana}`} ui={ui} class="small" action={() => ui.table.convoke({ creature: o.creature, mana })}>
                {t("prompt:pay.convokeTap", { name: ui.name(o.creature), mana: mana === "generic" ? "{1}" : `{${mana}}` })}
              </ActButton>
            )),
          )}
        </div>
      ) : null}
      {p.parts.map((part) => {
        if (part.paid)
          return (
            <p key={part.index} class="paid">
              ✓ {localCostPart(part.text, self)}
            </p>
          );
        const picked = part.options.filter((o) => cards.has(o));
        return (
          <div key={part.index} class="part">
            {localCostPart(part.text, self)}{" "}
            {part.count > 0
              ? part.options.map((o) => (
                  <Toggle key={o} class="small toggle" pressed={cards.has(o)} onToggle={() => ui.toggleCard(o)}>
                    {ui.name(o)}
                  </Toggle>
                ))
              : null}{" "}
            <ActButton
              ui={ui}
              class="small pay-part"
              disabled={!part.payable || (part.count > 0 && picked.length !== part.count)}
              action={() => ui.table.answer({ kind: "payPart", part: part.index, choices: picked })}
            >
              {part.count > 0 ? t("prompt:pay.partChoose", { count: part.count }) : t("prompt:pay.part")}
            </ActButton>
          </div>
        );
      })}
      <CancelButton prompt={p} ui={ui} />
    </div>
  );
}

/** 118.12a: "… unless [player] pays": pay (mana abilities first, 608.2g) or decline. */
export function PayUnless({ prompt: p, ui }: KindProps<"payUnless">) {
  return (
    <div class="prompt-form">
      <Instruction>{t("prompt:pay.unless", { text: capitalize(localPayment(p.text, (n) => localName(face(n), n).name)) })}</Instruction>
      <ManaPayment prompt={p} ui={ui} />
      <p class="hint">{t("prompt:pay.hint")}</p>
      <ActButton ui={ui} class="secondary decline" action={() => ui.table.decline()}>
        {t("prompt:pay.decline")}
      </ActButton>
      <CancelButton prompt={p} ui={ui} />
    </div>
  );
}
