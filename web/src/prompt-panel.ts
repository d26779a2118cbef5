// Every decision made clickable. The controller knows the pending prompt: it tells the board which cards,
// permanents and players are options (and which are selected), handles clicks on them, and draws the
// panel with the instructions, dialogs and buttons for the rest.

import { suggestPayment, type Attack, type Prompt, type Table, type TableMirror, type Target } from "../../client-sdk/index.ts";
import { h, type Child } from "./dom.ts";

type Role = "option" | "dimmed" | "selected" | "attacking" | "blocking" | null;
type Of<K extends Prompt["kind"]> = Extract<Prompt, { kind: K }>;

/** More options than this are offered in a drop-down (a chooseOption prompt). */
const LONG_LIST = 12;

const STEP_NAMES: Record<string, string> = {
  upkeep: "upkeep",
  draw: "draw step",
  precombatMain: "first main phase",
  beginningOfCombat: "beginning of combat",
  declareAttackers: "declare attackers",
  declareBlockers: "declare blockers",
  firstStrikeDamage: "first-strike damage",
  combatDamage: "combat damage",
  endOfCombat: "end of combat",
  postcombatMain: "second main phase",
  end: "end step",
};

/** `additional`: the step is in a phase an effect added to the turn (500.8). */
export function stepName(step: string | null, additional = false): string {
  const name = step ? (STEP_NAMES[step] ?? step) : "";
  if (!additional || !step) return name;
  return step === "postcombatMain" ? "additional main phase" : `${name} (additional combat phase)`;
}

export class PromptController {
  private readonly table: Table;
  private readonly redraw: () => void;
  private readonly report: (message: string) => void;
  /** Which prompt the selections below belong to. */
  private key = "";
  private chosen: Target[] = [];
  private cards = new Set<number>();
  /** The creatures declared as attackers so far, each with what it attacks (a player or a planeswalker, 508.1b). */
  private attackers = new Map<number, Attack>();
  /** Each blocker with the attackers it blocks (more than one when it can block an additional creature, 509.1a). */
  private blocks = new Map<number, number[]>();
  private pendingBlocker: number | null = null;
  private order: number[] = [];
  private numbers: number[] = [];
  /** An ability menu open on a permanent with several abilities. */
  menuFor: number | null = null;

  constructor(table: Table, redraw: () => void, report: (message: string) => void) {
    this.table = table;
    this.redraw = redraw;
    this.report = report;
  }

  private get state(): TableMirror {
    return this.table.state;
  }

  private get prompt(): Prompt | null {
    const p = this.table.prompt;
    const key = p ? `${p.id}:${this.state.version}` : "";
    if (key !== this.key) {
      this.key = key;
      this.chosen = [];
      this.cards = new Set();
      this.attackers = new Map();
      this.blocks = new Map();
      this.pendingBlocker = null;
      this.order = p?.kind === "orderTriggers" ? p.triggers.map((_, i) => i) : [];
      this.numbers = p?.kind === "divide" ? p.targets.map(() => 1) : p?.kind === "assignCombatDamage" ? p.blockers.map((_, i) => (i === 0 ? p.amount : 0)) : [];
      this.menuFor = null;
    }
    return p;
  }

  /** Sends an action; a refusal is shown, not thrown. */
  private act(action: () => Promise<unknown>): void {
    action().then(
      () => this.redraw(),
      (e: unknown) => {
        this.report(e instanceof Error ? e.message : String(e));
        this.redraw();
      },
    );
  }

  // ---- What the board shows ------------------------------------------------------------------------------

  /** Why a card in hand looks dimmed: what the hints say would reverse casting it now; null when nothing does. */
  castHint(id: number): string | null {
    const p = this.prompt;
    const cast = p?.kind === "priority" ? p.actions.find((a) => a.kind === "cast" && a.card === id && !a.faceDown) : undefined;
    if (cast?.kind !== "cast") return null;
    if (!cast.hasTargets) return "Nothing it could target now (601.2c)";
    return cast.affordable ? null : "The available mana can't pay for it (601.2h)";
  }

  objectRole(id: number): Role {
    const p = this.prompt;
    if (!p) return null;
    switch (p.kind) {
      case "priority": {
        // Spells and abilities the available mana doesn't cover, or with nothing to target, can still be proposed (601.2), but look it.
        const actions = p.actions.filter(
          (a) => ("card" in a && a.card === id) || ("source" in a && a.source === id) || (a.kind === "turnFaceUp" && a.permanent === id),
        );
        if (actions.length === 0) return null;
        return actions.some(
          (a) =>
            a.kind === "playLand" ||
            a.kind === "activateMana" ||
            (a.kind === "turnFaceUp" && a.affordable) ||
            ((a.kind === "cast" || a.kind === "activate") && a.affordable && a.hasTargets),
        )
          ? "option"
          : "dimmed";
      }
      case "chooseTargets":
      case "proliferate":
        if (this.chosen.some((t) => t.kind === "object" && t.id === id)) return "selected";
        return p.options.some((t) => t.kind === "object" && t.id === id) ? "option" : null;
      case "payCosts":
      case "payUnless":
        if (p.manaAbilities.some((m) => m.source === id)) return "option";
        if (p.kind === "payCosts" && p.parts.some((part) => !part.paid && part.options.includes(id))) return this.cards.has(id) ? "selected" : "option";
        return null;
      case "bottomCards":
      case "discard":
      case "chooseSplices":
        return this.cards.has(id) ? "selected" : p.options.includes(id) ? "option" : null;
      case "chooseObject":
      case "legendRule":
        return p.options.includes(id) ? "option" : null;
      case "declareAttackers":
        return this.attackers.has(id) ? "attacking" : p.options.some((o) => o.attacker === id) ? "option" : null;
      case "declareBlockers":
        if (this.blocks.has(id) || this.pendingBlocker === id) return "blocking";
        if (p.options.some((o) => o.blocker === id)) return "option";
        if (this.pendingBlocker !== null && p.options.find((o) => o.blocker === this.pendingBlocker)?.attackers.includes(id)) return "option";
        return null;
      default:
        return null;
    }
  }

  playerRole(seat: number): Role {
    const p = this.prompt;
    if (p?.kind !== "chooseTargets" && p?.kind !== "proliferate") return null;
    if (this.chosen.some((t) => t.kind === "player" && t.id === seat)) return "selected";
    return p.options.some((t) => t.kind === "player" && t.id === seat) ? "option" : null;
  }

  // ---- Clicks --------------------------------------------------------------------------------------------

  clickPlayer(seat: number): void {
    const p = this.prompt;
    if (p?.kind === "chooseTargets" || p?.kind === "proliferate") this.toggleTarget(p, { kind: "player", id: seat });
  }

  clickObject(id: number): void {
    const p = this.prompt;
    if (!p) return;
    switch (p.kind) {
      case "priority": {
        const plays = p.actions.filter((a) => (a.kind === "playLand" || a.kind === "cast") && a.card === id);
        // 702.37e: turning a face-down permanent face up is among what clicking it offers.
        const abilities = p.actions.filter(
          (a) => ((a.kind === "activate" || a.kind === "activateMana") && a.source === id) || (a.kind === "turnFaceUp" && a.permanent === id),
        );
        const play = plays.length === 1 ? plays[0]! : null;
        if (play?.kind === "playLand") return this.act(() => this.table.playLand(id, play.face));
        if (play?.kind === "cast") return this.act(() => this.table.cast(id, play.face === undefined ? undefined : { face: play.face }));
        // 709.3, 712.11b, 712.12, 715.3: a card with two faces or halves: a menu says which to play or cast.
        if (plays.length > 1) {
          this.menuFor = this.menuFor === id ? null : id;
          return this.redraw();
        }
        const only = abilities.length === 1 ? abilities[0]! : null;
        if (only?.kind === "activate") return this.act(() => this.table.activate(id, only.ability));
        if (only?.kind === "turnFaceUp") return this.act(() => this.table.turnFaceUp(id));
        if (abilities.length === 1 && abilities[0]!.kind === "activateMana" && abilities[0]!.choices.length === 1) {
          const m = abilities[0]!;
          return this.act(() => this.table.answer({ kind: "activateMana", source: m.source, ability: m.ability, mana: m.choices[0]! }));
        }
        if (abilities.length > 0) {
          this.menuFor = this.menuFor === id ? null : id;
          return this.redraw();
        }
        return;
      }
      case "chooseTargets":
      case "proliferate":
        return this.toggleTarget(p, { kind: "object", id });
      case "payCosts":
      case "payUnless": {
        const m = p.manaAbilities.find((x) => x.source === id);
        if (m && m.choices.length === 1)
          return this.act(() => this.table.answer({ kind: "activateMana", source: m.source, ability: m.ability, mana: m.choices[0]! }));
        if (m) {
          this.menuFor = id;
          return this.redraw();
        }
        if (p.kind === "payCosts") return this.toggleCard(id);
        return;
      }
      case "bottomCards":
      case "discard":
      case "chooseSplices":
        return this.toggleCard(id);
      case "chooseObject":
      case "legendRule":
        return this.act(() => this.table.choose(id));
      case "declareAttackers": {
        const option = p.options.find((o) => o.attacker === id);
        if (!option) return;
        if (this.attackers.has(id)) this.attackers.delete(id);
        else this.attackers.set(id, { attacker: id, defender: option.defenders[0]! });
        return this.redraw();
      }
      case "declareBlockers": {
        const option = p.options.find((o) => o.blocker === id);
        if (option) {
          // A blocker that blocks as many attackers as it can is taken back; one that can block more waits for another attacker.
          if ((this.blocks.get(id)?.length ?? 0) >= (option.maxAttackers ?? 1)) this.blocks.delete(id);
          else this.pendingBlocker = this.pendingBlocker === id ? null : id;
        } else if (this.pendingBlocker !== null && p.options.find((o) => o.blocker === this.pendingBlocker)?.attackers.includes(id)) {
          const blocked = this.blocks.get(this.pendingBlocker) ?? [];
          if (!blocked.includes(id)) this.blocks.set(this.pendingBlocker, [...blocked, id]);
          this.pendingBlocker = null;
        }
        return this.redraw();
      }
      default:
        return;
    }
  }

  private toggleTarget(p: Of<"chooseTargets" | "proliferate">, t: Target): void {
    const i = this.chosen.findIndex((c) => c.kind === t.kind && c.id === t.id);
    if (i >= 0) this.chosen.splice(i, 1);
    else if (p.options.some((o) => o.kind === t.kind && o.id === t.id)) this.chosen.push(t);
    else return;
    // One target wanted and chosen: no need for a "Done".
    if (p.kind === "chooseTargets" && p.max === 1 && p.min === 1 && this.chosen.length === 1)
      return this.act(() => this.table.answer({ kind: "targets", targets: this.chosen }));
    this.redraw();
  }

  /** What is chosen so far, and a button for each option (also clickable on the table). */
  private targetChoices(p: Of<"chooseTargets" | "proliferate">): Child[] {
    return [
      h("p.chosen", null, this.chosen.length ? `Chosen: ${this.chosen.map((t) => this.targetName(t)).join(", ")}` : "Nothing chosen yet."),
      h(
        "div.target-buttons",
        null,
        p.options.map((t) =>
          h(
            `button.target${this.chosen.some((c) => c.kind === t.kind && c.id === t.id) ? ".selected" : ""}`,
            { onclick: () => this.toggleTarget(p, t) },
            this.targetName(t),
          ),
        ),
      ),
    ];
  }

  private toggleCard(id: number): void {
    if (this.cards.has(id)) this.cards.delete(id);
    else this.cards.add(id);
    this.redraw();
  }

  /** Space or Enter: pass priority. */
  passByKey(): boolean {
    if (this.prompt?.kind !== "priority") return false;
    this.act(() => this.table.pass());
    return true;
  }

  /** Escape: cancel the cast in progress (the engine reverses it, 732.1). */
  cancelByKey(): boolean {
    if (!this.prompt?.cancellable) return false;
    this.act(() => this.table.cancel());
    return true;
  }

  // ---- The panel -----------------------------------------------------------------------------------------

  private name(id: number): string {
    const s = this.state;
    return (
      s.battlefield.find((p) => p.id === id)?.name ??
      s.stack.find((x) => x.id === id)?.name ??
      s.players.flatMap((p) => [...(p.hand ?? []), ...p.graveyard]).find((c) => c.id === id)?.name ??
      s.exile.find((c) => c.id === id)?.name ??
      `#${id}`
    );
  }

  private targetName(t: Target): string {
    return t.kind === "player" ? (this.state.players[t.id]?.name ?? `player ${t.id + 1}`) : this.name(t.id);
  }

  private button(label: string, action: () => Promise<unknown>, cls = ""): HTMLButtonElement {
    return h("button", { class: cls.split(".").join(" ").trim(), onclick: () => this.act(action) }, label);
  }

  /** A drop-down of `options` and a button answering with the one selected. */
  private pickFromList(text: string, options: readonly string[], label: string, answer: (value: string) => Promise<unknown>): Child[] {
    const list = h(
      "select.card-name",
      null,
      options.map((n) => h("option", { value: n }, n)),
    );
    return [h("p.instruction", null, text), list, h("button.confirm", { onclick: () => this.act(() => answer(list.value)) }, label)];
  }

  private cancelButton(p: Prompt): Child {
    return p.cancellable ? this.button("Cancel (Esc)", () => this.table.cancel(), ".secondary.cancel") : null;
  }

  /** The menu of a permanent's abilities (mana abilities with each color they can make). */
  abilityMenu(id: number): HTMLElement | null {
    const p = this.prompt;
    if (this.menuFor !== id || !p) return null;
    const items: HTMLElement[] = [];
    const mana =
      p.kind === "priority"
        ? p.actions.flatMap((a) => (a.kind === "activateMana" && a.source === id ? [a] : []))
        : p.kind === "payCosts" || p.kind === "payUnless"
          ? p.manaAbilities.filter((m) => m.source === id)
          : [];
    for (const m of mana)
      for (const c of m.choices)
        items.push(this.button(`Add {${c}}`, () => this.table.answer({ kind: "activateMana", source: m.source, ability: m.ability, mana: c })));
    if (p.kind === "priority")
      for (const a of p.actions)
        if (a.kind === "cast" && a.card === id && a.faceDown)
          // 702.37a: a card with morph, cast face down.
          items.push(this.button(`Cast face down for {3} (morph)${a.affordable ? "" : " (can't pay yet)"}`, () => this.table.castFaceDown(id)));
        else if ((a.kind === "cast" || a.kind === "playLand") && a.card === id && (a.name !== undefined || a.kind === "cast"))
          items.push(
            this.button(
              `${a.kind === "cast" ? "Cast" : "Play"} ${a.name ?? "face up"}${a.kind === "cast" && !a.hasTargets ? " (nothing to target)" : a.kind === "cast" && !a.affordable ? " (can't pay yet)" : ""}`,
              () => (a.kind === "cast" ? this.table.cast(id, a.face === undefined ? undefined : { face: a.face }) : this.table.playLand(id, a.face)),
            ),
          );
    if (p.kind === "priority")
      for (const a of p.actions)
        if (a.kind === "turnFaceUp" && a.permanent === id)
          items.push(this.button(`Turn face up for ${a.cost}${a.affordable ? "" : " (can't pay yet)"}`, () => this.table.turnFaceUp(id)));
        else if (a.kind === "activate" && a.source === id)
          items.push(
            // The text, not a position on the card: an effect may have granted the ability (613.1f).
            this.button(`${a.text}${!a.hasTargets ? " (nothing to target)" : a.affordable ? "" : " (can't pay yet)"}`, () =>
              this.table.activate(id, a.ability),
            ),
          );
    return h("div.ability-menu", null, items);
  }

  panel(): HTMLElement {
    const p = this.prompt;
    const s = this.state;
    if (!p) {
      if (s.status === "waiting") return h("div.prompt.idle", null, "Waiting for every seat to be taken and ready.");
      if (s.status === "finished") return h("div.prompt.idle", null, "The game is over.");
      return h("div.prompt.waiting", null, s.waiting?.text ?? "…");
    }
    return h(`div.prompt.kind-${p.kind}`, null, this.body(p));
  }

  private body(p: Prompt): Child {
    switch (p.kind) {
      case "priority": {
        const castable = p.actions.filter((a) => a.kind === "cast" || a.kind === "playLand" || a.kind === "activate" || a.kind === "turnFaceUp").length;
        return [
          h(
            "p.instruction",
            null,
            `You have priority (${stepName(this.state.step, this.state.additionalPhase)}). ${castable ? "Click a highlighted card to play it, or pass." : "Pass when you're done."}`,
          ),
          this.button("Pass (Space)", () => this.table.pass(), ".pass"),
        ];
      }
      case "mulligan":
        return [
          h("p.instruction", null, `Keep this hand of ${p.handSize}${p.mulligans ? ` (after ${p.mulligans} mulligan${p.mulligans > 1 ? "s" : ""})` : ""}?`),
          this.button("Keep", () => this.table.answer({ kind: "keep" }), ".keep"),
          this.button("Mulligan", () => this.table.mulligan(), ".secondary.mulligan"),
        ];
      case "bottomCards":
      case "discard":
        return [
          h(
            "p.instruction",
            null,
            p.kind === "discard"
              ? `Discard ${p.count} card${p.count > 1 ? "s" : ""} (click them in your hand).`
              : `Put ${p.count} card${p.count > 1 ? "s" : ""} on the bottom of your library (click them in your hand).`,
          ),
          h(
            "button.confirm",
            { disabled: this.cards.size !== p.count, onclick: () => this.act(() => this.table.answer({ kind: "cards", cards: [...this.cards] })) },
            `Confirm ${this.cards.size}/${p.count}`,
          ),
        ];
      case "chooseModes": {
        const picks = new Set<number>();
        return [
          h("p.instruction", null, `Choose ${p.min === p.max ? p.min : `${p.min} to ${p.max}`} mode${p.max > 1 ? "s" : ""}.`),
          h(
            "div.choices",
            null,
            p.texts.map((text, i) =>
              h(
                "label.choice",
                null,
                h("input", {
                  type: "checkbox",
                  disabled: !p.available[i],
                  onchange: (e: Event) => ((e.target as HTMLInputElement).checked ? picks.add(i) : picks.delete(i)),
                }),
                ` ${text}`,
              ),
            ),
          ),
          p.entwine ? this.button("Entwine: all modes", () => this.table.chooseModes(...p.texts.map((_, i) => i))) : null,
          h("button.confirm", { onclick: () => this.act(() => this.table.chooseModes(...[...picks].sort())) }, "Confirm"),
          this.cancelButton(p),
        ];
      }
      case "chooseCosts": {
        let alternative = p.alternatives[0]!.id;
        const optional: Record<string, number> = {};
        return [
          h("p.instruction", null, "How will you cast it?"),
          h(
            "div.choices",
            null,
            p.alternatives.map((a, i) =>
              h("label.choice", null, h("input", { type: "radio", name: "alternative", checked: i === 0, onchange: () => (alternative = a.id) }), ` ${a.text}`),
            ),
            p.optional.map((o) =>
              h(
                "label.choice",
                null,
                h("input", {
                  type: "number",
                  min: "0",
                  max: o.max === null ? "" : String(o.max),
                  value: "0",
                  onchange: (e: Event) => (optional[o.id] = Number((e.target as HTMLInputElement).value)),
                }),
                ` × ${o.text}`,
              ),
            ),
          ),
          h("button.confirm", { onclick: () => this.act(() => this.table.chooseCosts(alternative, optional)) }, "Confirm"),
          this.cancelButton(p),
        ];
      }
      case "announceX":
      case "chooseNumber": {
        const input = h("input.number", {
          type: "number",
          min: p.kind === "chooseNumber" ? String(p.min) : "0",
          max: String(p.max),
          value: p.kind === "chooseNumber" ? String(p.min) : "0",
        });
        return [
          h("p.instruction", null, p.kind === "announceX" ? `Announce X (at most ${p.max}).` : p.text),
          input,
          h("button.confirm", { onclick: () => this.act(() => this.table.announceX(Number(input.value))) }, "Confirm"),
          this.cancelButton(p),
        ];
      }
      case "chooseTargets":
        return [
          h(
            "p.instruction",
            null,
            `Choose ${p.min === p.max ? p.min : p.max === null ? `${p.min} or more` : `${p.min} to ${p.max}`} target${p.max === 1 ? "" : "s"}: ${p.text}. Click them on the table.`,
          ),
          this.targetChoices(p),
          h(
            "button.confirm",
            {
              disabled: this.chosen.length < p.min || (p.max !== null && this.chosen.length > p.max),
              onclick: () => this.act(() => this.table.answer({ kind: "targets", targets: this.chosen })),
            },
            "Done",
          ),
          this.cancelButton(p),
        ];
      case "proliferate":
        return [
          h("p.instruction", null, "Proliferate: choose any number of permanents and players with counters; each gets one more counter of each kind it has."),
          this.targetChoices(p),
          h("button.confirm", { onclick: () => this.act(() => this.table.answer({ kind: "proliferate", chosen: this.chosen })) }, "Done"),
        ];
      case "divide":
        return [
          h("p.instruction", null, `Divide ${p.amount} among the targets (at least 1 each).`),
          p.targets.map((t, i) =>
            h(
              "label.choice",
              null,
              `${this.targetName(t)} `,
              h("input.number", {
                type: "number",
                min: "1",
                value: String(this.numbers[i]),
                onchange: (e: Event) => (this.numbers[i] = Number((e.target as HTMLInputElement).value)),
              }),
            ),
          ),
          h("button.confirm", { onclick: () => this.act(() => this.table.divide(...this.numbers)) }, "Confirm"),
          this.cancelButton(p),
        ];
      case "chooseManaSymbols":
      case "chooseReduction": {
        const symbols = p.kind === "chooseManaSymbols" ? p.symbols : [p.symbol];
        const choices = symbols.map((x) => x.options[0]!);
        return [
          h("p.instruction", null, p.kind === "chooseManaSymbols" ? "How will you pay these symbols?" : `Which half does ${p.source} reduce?`),
          symbols.map((x, i) =>
            h(
              "label.choice",
              null,
              `${x.symbol} `,
              h(
                "select",
                { onchange: (e: Event) => (choices[i] = (e.target as HTMLSelectElement).value) },
                x.options.map((o) => h("option", { value: o }, o === "life" ? "2 life" : `{${o}}`)),
              ),
            ),
          ),
          h("button.confirm", { onclick: () => this.act(() => this.table.answer({ kind: "symbols", choices })) }, "Confirm"),
          this.cancelButton(p),
        ];
      }
      case "payCosts":
      case "payUnless":
        return this.payment(p);
      case "orderTriggers":
        return [
          h("p.instruction", null, "Order your triggered abilities: the last one goes on the stack last and resolves first."),
          h(
            "ol.order",
            null,
            this.order.map((t, i) =>
              h(
                "li",
                null,
                `${p.triggers[t]!.sourceCard}: ${p.triggers[t]!.text} `,
                h("button.small", { disabled: i === 0, onclick: () => this.move(i, -1) }, "↑"),
                h("button.small", { disabled: i === this.order.length - 1, onclick: () => this.move(i, 1) }, "↓"),
              ),
            ),
          ),
          h("button.confirm", { onclick: () => this.act(() => this.table.orderTriggers(...this.order)) }, "Put them on the stack"),
        ];
      case "declareAttackers":
        return [
          h("p.instruction", null, "Declare attackers: click your creatures."),
          [...this.attackers.values()].map((attack) => {
            // 508.1b: each player it may attack, and each planeswalker those players control.
            const option = p.options.find((o) => o.attacker === attack.attacker)!;
            const choices = [
              ...option.defenders.map((d) => ({
                value: `player:${d}`,
                label: this.state.players[d]!.name,
                attack: { attacker: attack.attacker, defender: d },
              })),
              ...option.planeswalkers.map((w) => ({
                value: `planeswalker:${w.planeswalker}`,
                label: `${this.name(w.planeswalker)} (${this.state.players[w.controller]!.name}'s planeswalker)`,
                attack: { attacker: attack.attacker, defender: w.controller, planeswalker: w.planeswalker },
              })),
            ];
            const current = attack.planeswalker === undefined ? `player:${attack.defender}` : `planeswalker:${attack.planeswalker}`;
            return choices.length > 1
              ? h(
                  "label.choice",
                  { dataset: { attacker: String(attack.attacker) } },
                  `${this.name(attack.attacker)} attacks `,
                  h(
                    "select.attack-target",
                    {
                      onchange: (e: Event) => {
                        const picked = choices.find((c) => c.value === (e.target as HTMLSelectElement).value);
                        if (picked) this.attackers.set(attack.attacker, picked.attack);
                      },
                    },
                    choices.map((c) => h("option", { value: c.value, selected: c.value === current }, c.label)),
                  ),
                )
              : null;
          }),
          h(
            "button.confirm",
            {
              onclick: () => this.act(() => this.table.answer({ kind: "attackers", attacks: [...this.attackers.values()] })),
            },
            this.attackers.size ? `Attack with ${this.attackers.size}` : "No attack",
          ),
        ];
      case "declareBlockers":
        return [
          h(
            "p.instruction",
            null,
            this.pendingBlocker === null
              ? "Declare blockers: click one of your creatures, then the attacker it blocks."
              : `${this.name(this.pendingBlocker)} blocks… click an attacker.`,
          ),
          p.menace.length
            ? h("p.note", null, `Menace (702.111b): ${p.menace.map((m) => this.name(m)).join(", ")} can't be blocked except by two or more creatures.`)
            : null,
          h(
            "ul.blocks",
            null,
            [...this.blocks].map(([b, a]) => h("li", null, `${this.name(b)} blocks ${a.map((x) => this.name(x)).join(" and ")}`)),
          ),
          h(
            "button.confirm",
            {
              onclick: () =>
                this.act(() =>
                  this.table.answer({
                    kind: "blockers",
                    blocks: [...this.blocks].flatMap(([blocker, attackers]) => attackers.map((attacker) => ({ blocker, attacker }))),
                  }),
                ),
            },
            this.blocks.size ? "Block" : "No blocks",
          ),
        ];
      case "assignCombatDamage":
        return [
          h(
            "p.instruction",
            null,
            `Assign ${this.name(p.attacker)}'s ${p.amount} damage among ${p.blocking ? "the attackers it blocks" : "its blockers"}${p.defender !== null ? ` (the rest may go to ${this.state.players[p.defender]!.name} once each has lethal damage)` : ""}.`,
          ),
          p.blockers.map((b, i) =>
            h(
              "label.choice",
              null,
              `${this.name(b)} (lethal ${p.lethal[i]}) `,
              h("input.number", {
                type: "number",
                min: "0",
                value: String(this.numbers[i]),
                onchange: (e: Event) => (this.numbers[i] = Number((e.target as HTMLInputElement).value)),
              }),
            ),
          ),
          h(
            "button.confirm",
            {
              onclick: () => {
                const assigned = this.numbers.reduce((a, b) => a + b, 0);
                this.act(() =>
                  this.table.answer({
                    kind: "damage",
                    assignment: p.blockers.map((blocker, i) => ({ blocker, amount: this.numbers[i]! })),
                    ...(p.defender !== null ? { toPlayer: p.amount - assigned } : {}),
                  }),
                );
              },
            },
            "Assign",
          ),
        ];
      case "chooseOpponent":
        return [
          h("p.instruction", null, `Choose an opponent who will ${p.purpose}.`),
          p.options.map((o) => this.button(this.state.players[o]!.name, () => this.table.answer({ kind: "player", player: o }))),
        ];
      case "chooseSplices":
        return [
          h("p.instruction", null, "Splice cards onto it? Click them in your hand."),
          h(
            "button.confirm",
            { onclick: () => this.act(() => this.table.answer({ kind: "cards", cards: [...this.cards] })) },
            this.cards.size ? `Splice ${this.cards.size}` : "No splice",
          ),
          this.cancelButton(p),
        ];
      case "searchLibrary":
        return [
          h("p.instruction", null, p.library === undefined ? "Search your library:" : "Search their library:"),
          h(
            "div.choices",
            null,
            p.options.map((o) => this.button(o.name, () => this.table.answer({ kind: "libraryCard", index: o.index }))),
          ),
          p.mustFind ? null : this.button("Find nothing", () => this.table.answer({ kind: "libraryCard", index: null }), ".secondary"),
        ];
      case "chooseColor":
        return [h("p.instruction", null, p.text), p.options.map((c) => this.button(`{${c}}`, () => this.table.answer({ kind: "color", color: c })))];
      case "nameCard":
        return this.pickFromList(p.text, p.options, "Name it", (name) => this.table.answer({ kind: "name", name }));
      case "chooseOption":
        // A long list (a creature type, 205.3m) is a drop-down rather than a wall of buttons.
        if (p.options.length > LONG_LIST) return this.pickFromList(p.text, p.options, "Choose", (option) => this.table.answer({ kind: "option", option }));
        return [h("p.instruction", null, p.text), p.options.map((o) => this.button(o, () => this.table.answer({ kind: "option", option: o })))];
      case "chooseObject":
      case "legendRule":
        return [
          h("p.instruction", null, p.kind === "legendRule" ? `Legend rule (704.5j): choose the ${p.name} to keep.` : `Choose: ${p.text}`),
          h(
            "div.choices",
            null,
            p.options.map((o) => this.button(this.name(o), () => this.table.choose(o))),
          ),
          p.kind === "chooseObject" && p.optional ? this.button("Decline", () => this.table.decline(), ".secondary") : null,
        ];
    }
  }

  private move(i: number, by: number): void {
    const [t] = this.order.splice(i, 1);
    this.order.splice(i + by, 0, t!);
    this.redraw();
  }

  private payment(p: Of<"payCosts" | "payUnless">): Child {
    const need = p.mana;
    const needText = need
      ? [
          ...(need.generic ? [`{${need.generic}}`] : []),
          ...(["W", "U", "B", "R", "G", "C"] as const).flatMap((t) => Array.from({ length: need[t] }, () => `{${t}}`)),
        ].join("")
      : "";
    const pool = (["W", "U", "B", "R", "G", "C"] as const).flatMap((t) => Array.from({ length: p.pool[t] }, () => `{${t}}`)).join("");
    const suggestion = suggestPayment(p);
    const suggested = [...(suggestion?.activations ?? []), ...(suggestion?.convoke ?? [])]
      .map((a) => this.name("source" in a ? a.source : a.creature))
      .join(", ");
    // 702.51a: each creature offered for convoke may pay for one mana of one of its colors the cost still needs, or one generic.
    const convoke =
      need && p.kind === "payCosts" && p.convoke?.length
        ? h(
            "div.convoke",
            null,
            "Convoke: ",
            p.convoke.flatMap((o) =>
              [...o.colors.filter((c) => need[c] > 0), ...(need.generic > 0 ? ["generic" as const] : [])].map((mana) =>
                this.button(
                  `Tap ${this.name(o.creature)} for {${mana === "generic" ? 1 : mana}}`,
                  () => this.table.convoke({ creature: o.creature, mana }),
                  ".small",
                ),
              ),
            ),
          )
        : null;
    return [
      h("p.instruction", null, p.kind === "payUnless" ? `${p.text}: pay ${needText}?` : need ? `Pay ${needText}.` : "Pay the rest of the cost."),
      h("p.pool", null, `Mana pool: ${pool || "empty"}. Click lands to tap them, or use the suggestion.`),
      need && suggested ? h("p.suggestion", null, `Suggested: tap ${suggested}.`) : null,
      convoke,
      need && p.autoPay ? this.button("Auto-pay", () => this.table.answer({ kind: "autoPay" }), ".autopay") : null,
      need && p.canPay ? this.button("Pay from pool", () => this.table.answer({ kind: "pay" }), ".secondary") : null,
      p.kind === "payCosts"
        ? p.parts.map((part) =>
            part.paid
              ? h("p.paid", null, `✓ ${part.text}`)
              : h(
                  "div.part",
                  null,
                  `${part.text} `,
                  h(
                    "button.small",
                    {
                      disabled: !part.payable || (part.count > 0 && part.options.filter((o) => this.cards.has(o)).length !== part.count),
                      onclick: () =>
                        this.act(() => this.table.answer({ kind: "payPart", part: part.index, choices: part.options.filter((o) => this.cards.has(o)) })),
                    },
                    part.count > 0 ? `Pay (choose ${part.count} on the table)` : "Pay",
                  ),
                ),
          )
        : this.button("Don't pay", () => this.table.decline(), ".secondary"),
      this.cancelButton(p),
    ];
  }
}
