// The prompts of the turn itself: priority, the opening hand, cards to discard or put on the bottom, the order of
// triggered abilities, combat (attackers, blockers, combat damage) and the legend rule.

import { useState } from "preact/hooks";
import { face } from "../cards.ts";
import { localName } from "../cards/card-face.tsx";
import { localAbilityText } from "../cards/local-abilities.ts";
import { t } from "../i18n.ts";
import { stepName } from "./controller.ts";
import { ActButton, AmountField, CancelButton, ChoiceForm, ConfirmButton, Instruction, ObjectChoices, Toggle, type KindProps, wholeNumber } from "./parts.tsx";

/** 117: act (click a highlighted card or permanent) or pass. */
export function Priority({ prompt: p, ui }: KindProps<"priority">) {
  const s = ui.signals.state.value;
  const playable = p.actions.some((a) => a.kind === "cast" || a.kind === "playLand" || a.kind === "activate" || a.kind === "turnFaceUp");
  return (
    <div class="prompt-form">
      <Instruction>
        {t("prompt:priority.instruction", { step: stepName(s.step, s.additionalPhase) })} {playable ? t("prompt:priority.play") : t("prompt:priority.done")}
      </Instruction>
      <ActButton ui={ui} class="pass" action={() => ui.table.pass()} label={t("prompt:priority.passLabel")}>
        {t("prompt:priority.pass")}
      </ActButton>
      <CancelButton prompt={p} ui={ui} />
    </div>
  );
}

/** 103.5: keep the opening hand or take a mulligan. */
export function Mulligan({ prompt: p, ui }: KindProps<"mulligan">) {
  return (
    <div class="prompt-form">
      <Instruction>
        {p.mulligans ? t("prompt:mulligan.after", { count: p.mulligans, size: p.handSize }) : t("prompt:mulligan.instruction", { size: p.handSize })}
      </Instruction>
      <ActButton ui={ui} class="keep" action={() => ui.table.answer({ kind: "keep" })}>
        {t("prompt:mulligan.keep")}
      </ActButton>
      <ActButton ui={ui} class="secondary mulligan" action={() => ui.table.mulligan()}>
        {t("prompt:mulligan.mulligan")}
      </ActButton>
    </div>
  );
}

/** Cards chosen in the hand (or here), as many as asked: shared by discarding and putting cards on the bottom. */
function CardsToChoose({ prompt: p, ui, instruction }: KindProps<"discard" | "bottomCards"> & { readonly instruction: string }) {
  void ui.revision.value;
  const cards = ui.cards;
  return (
    <ChoiceForm prompt={p} ui={ui} canConfirm={cards.size === p.count} onConfirm={() => ui.table.answer({ kind: "cards", cards: [...cards] })}>
      <Instruction>{instruction}</Instruction>
      <div class="choices">
        {p.options.map((o) => (
          <Toggle key={o} pressed={cards.has(o)} onToggle={() => ui.toggleCard(o)}>
            {ui.name(o)}
          </Toggle>
        ))}
      </div>
      <ConfirmButton disabled={cards.size !== p.count}>{t("prompt:cards.confirm", { chosen: cards.size, count: p.count })}</ConfirmButton>
    </ChoiceForm>
  );
}

/** 103.5: the cards a player who kept after mulligans puts on the bottom of their library. */
export function BottomCards(props: KindProps<"bottomCards">) {
  return <CardsToChoose {...props} instruction={t("prompt:cards.bottom", { count: props.prompt.count })} />;
}

/** 701.8: discard. */
export function Discard(props: KindProps<"discard">) {
  return <CardsToChoose {...props} instruction={t("prompt:cards.discard", { count: props.prompt.count })} />;
}

/** 603.3b: the order in which the player's triggered abilities go on the stack. */
export function OrderTriggers({ prompt: p, ui }: KindProps<"orderTriggers">) {
  const [order, setOrder] = useState<readonly number[]>(() => p.triggers.map((_, i) => i));
  const move = (i: number, by: number): void =>
    setOrder((now) => {
      const next = [...now];
      const [x] = next.splice(i, 1);
      next.splice(i + by, 0, x!);
      return next;
    });
  return (
    <ChoiceForm prompt={p} ui={ui} onConfirm={() => ui.table.orderTriggers(...order)}>
      <Instruction>{t("prompt:triggers.instruction")}</Instruction>
      <ol class="order">
        {order.map((x, i) => {
          const trigger = p.triggers[x]!;
          const what = `${localName(face(trigger.sourceCard), trigger.sourceCard).name}: ${localAbilityText(trigger.text, trigger.sourceCard)}`;
          return (
            <li key={x}>
              {what}{" "}
              <button type="button" class="small" disabled={i === 0} aria-label={t("prompt:triggers.up", { what })} onClick={() => move(i, -1)}>
                ↑
              </button>
              <button type="button" class="small" disabled={i === order.length - 1} aria-label={t("prompt:triggers.down", { what })} onClick={() => move(i, 1)}>
                ↓
              </button>
            </li>
          );
        })}
      </ol>
      <ConfirmButton>{t("prompt:triggers.confirm")}</ConfirmButton>
    </ChoiceForm>
  );
}

/** 508.1: attackers, clicked on the table or chosen here, each with what it attacks (508.1b). */
export function DeclareAttackers({ prompt: p, ui }: KindProps<"declareAttackers">) {
  void ui.revision.value;
  const attackers = ui.attackers;
  return (
    <ChoiceForm prompt={p} ui={ui} onConfirm={() => ui.table.answer({ kind: "attackers", attacks: [...attackers.values()] })}>
      <Instruction>{t("prompt:attack.instruction")}</Instruction>
      {p.mustAttack?.length ? <p class="note">{t("prompt:attack.must", { names: p.mustAttack.map((id) => ui.name(id)).join(", ") })}</p> : null}
      <div class="choices">
        {p.options.map((o) => (
          <Toggle key={o.attacker} class="toggle attacker-option" pressed={attackers.has(o.attacker)} onToggle={() => ui.toggleAttacker(o.attacker)}>
            {ui.name(o.attacker)}
          </Toggle>
        ))}
      </div>
      {[...attackers.values()].map((attack) => {
        const option = p.options.find((o) => o.attacker === attack.attacker);
        if (!option) return null;
        // 508.1b: each player it may attack, and each planeswalker those players control.
        const choices = [
          ...option.defenders.map((d) => ({ value: `player:${d}`, label: ui.playerName(d), attack: { attacker: attack.attacker, defender: d } })),
          ...option.planeswalkers.map((w) => ({
            value: `planeswalker:${w.planeswalker}`,
            label: t("prompt:attack.planeswalker", { name: ui.name(w.planeswalker), player: ui.playerName(w.controller) }),
            attack: { attacker: attack.attacker, defender: w.controller, planeswalker: w.planeswalker },
          })),
        ];
        if (choices.length < 2) return null;
        const current = attack.planeswalker === undefined ? `player:${attack.defender}` : `planeswalker:${attack.planeswalker}`;
        return (
          <label key={attack.attacker} class="choice" data-attacker={attack.attacker}>
            {t("prompt:attack.attacks", { name: ui.name(attack.attacker) })}{" "}
            <select
              class="attack-target"
              value={current}
              onChange={(e) => {
                const picked = choices.find((c) => c.value === e.currentTarget.value);
                if (picked) ui.setAttack(picked.attack);
              }}
            >
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <ConfirmButton>{attackers.size ? t("prompt:attack.confirm", { count: attackers.size }) : t("prompt:attack.none")}</ConfirmButton>
    </ChoiceForm>
  );
}

/** 509.1: blockers: a creature clicked then the attacker it blocks, or each blocker's attacker chosen here. */
export function DeclareBlockers({ prompt: p, ui }: KindProps<"declareBlockers">) {
  void ui.revision.value;
  const blocks = ui.blocks;
  const pending = ui.pendingBlocker;
  return (
    <ChoiceForm
      prompt={p}
      ui={ui}
      onConfirm={() =>
        ui.table.answer({
          kind: "blockers",
          blocks: [...blocks].flatMap(([blocker, attackers]) => attackers.map((attacker) => ({ blocker, attacker }))),
        })
      }
    >
      <Instruction>{pending === null ? t("prompt:block.instruction") : t("prompt:block.pending", { name: ui.name(pending) })}</Instruction>
      {p.menace.length ? <p class="note">{t("prompt:block.menace", { names: p.menace.map((m) => ui.name(m)).join(", ") })}</p> : null}
      <div class="choices">
        {p.options.map((o) => {
          const blocked = blocks.get(o.blocker) ?? [];
          return (
            <label key={o.blocker} class="choice" data-blocker={o.blocker}>
              {ui.name(o.blocker)}{" "}
              <select
                class="block-target"
                value={blocked.length === 1 ? String(blocked[0]) : blocked.length ? "several" : ""}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  if (v !== "several") ui.setBlock(o.blocker, v === "" ? null : Number(v));
                }}
              >
                <option value="">{t("prompt:block.noBlock")}</option>
                {o.attackers.map((a) => (
                  <option key={a} value={String(a)}>
                    {t("prompt:block.blocks", { name: ui.name(a) })}
                  </option>
                ))}
                {blocked.length > 1 ? <option value="several">{blocked.map((a) => ui.name(a)).join(", ")}</option> : null}
              </select>
            </label>
          );
        })}
      </div>
      <ConfirmButton>{blocks.size ? t("prompt:block.confirm") : t("prompt:block.none")}</ConfirmButton>
    </ChoiceForm>
  );
}

/** 510.1c–d: a creature's combat damage divided among the creatures it fights (the rest to the player with trample). */
export function AssignCombatDamage({ prompt: p, ui }: KindProps<"assignCombatDamage">) {
  const [amounts, setAmounts] = useState<readonly string[]>(() => p.blockers.map((_, i) => String(i === 0 ? p.amount : 0)));
  const numbers = amounts.map((a) => wholeNumber(a, 0, Number.POSITIVE_INFINITY));
  const assigned = numbers.reduce<number>((s, n) => s + (n ?? 0), 0);
  const valid = numbers.every((n) => n !== null) && (p.defender !== null ? assigned <= p.amount : assigned === p.amount);
  const to =
    p.defender === null ? "" : ` ${t("prompt:damage.rest", { name: p.planeswalker !== undefined ? ui.name(p.planeswalker) : ui.playerName(p.defender) })}`;
  return (
    <ChoiceForm
      prompt={p}
      ui={ui}
      canConfirm={valid}
      onConfirm={() =>
        ui.table.answer({
          kind: "damage",
          assignment: p.blockers.map((blocker, i) => ({ blocker, amount: numbers[i]! })),
          ...(p.defender !== null ? { toPlayer: p.amount - assigned } : {}),
        })
      }
    >
      <Instruction>
        {t(p.blocking ? "prompt:damage.amongAttackers" : "prompt:damage.amongBlockers", { name: ui.name(p.attacker), amount: p.amount })}
        {to}
      </Instruction>
      <div class="choices">
        {p.blockers.map((b, i) => (
          <AmountField key={b} amounts={amounts} index={i} setAmounts={setAmounts} min={0}>
            {t("prompt:damage.lethal", { name: ui.name(b), lethal: p.lethal[i] })}
          </AmountField>
        ))}
      </div>
      <ConfirmButton disabled={!valid}>{t("prompt:damage.confirm")}</ConfirmButton>
    </ChoiceForm>
  );
}

/** 704.5j: the legend rule: the legendary permanent to keep. */
export function LegendRule({ prompt: p, ui }: KindProps<"legendRule">) {
  return (
    <div class="prompt-form">
      <Instruction>{t("prompt:legend.instruction", { name: p.name })}</Instruction>
      <ObjectChoices options={p.options} ui={ui} />
    </div>
  );
}
