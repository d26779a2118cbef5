// What the board needs from the pending prompt: which cards, permanents and players are options (and which are
// selected), what a click on them does, and the menus of a card's faces and a permanent's abilities. The selections
// made on the board (targets, cards, attackers, blocks) belong to one prompt, by its id: patches and clock ticks
// keep them while that prompt is pending; the next prompt starts afresh.

import { signal } from "@preact/signals";
import type { Attack, Prompt, Table, TableMirror, Target } from "../../../client-sdk/index.ts";
import { face } from "../cards.ts";
import { localName } from "../cards/card-face.tsx";
import { localAbilityText } from "../cards/local-abilities.ts";
import { errorText } from "../errors/error-text.ts";
import { t } from "../i18n.ts";
import { STEPS as ALL_STEPS } from "../../../shared/game-types.ts";
import type { TableSignals } from "../table-signals.ts";

export type Role = "option" | "dimmed" | "selected" | "attacking" | "blocking" | null;
/** One choice in the menu on a card or permanent: what it says, and what choosing it sends. */
export interface MenuItem {
  /** Tells the items apart (two abilities may read alike). */
  readonly key: string;
  readonly label: string;
  readonly choose: () => void;
}
export type Of<K extends Prompt["kind"]> = Extract<Prompt, { kind: K }>;

/** The steps with a name of their own in the prompt's strings (no one gets priority in untap and cleanup). */
const STEPS: ReadonlySet<string> = new Set(ALL_STEPS.filter((s) => s !== "untap" && s !== "cleanup"));

/** `additional`: the step is in a phase an effect added to the turn (500.8). */
export function stepName(step: string | null, additional = false): string {
  if (!step) return "";
  const name = STEPS.has(step) ? t(`prompt:step.${step}`) : step;
  if (!additional) return name;
  return step === "postcombatMain" ? t("prompt:step.additionalMain") : t("prompt:step.additionalCombat", { step: name });
}

/** A face's or half's name as the card shows it: in French when the page is (709.3, 712.11b). */
function halfName(english: string): string {
  return localName(face(english), english).name;
}

export class PromptController {
  readonly table: Table;
  readonly signals: TableSignals;
  /** Counts changes to the selections below: a component that shows them reads it to render again. */
  readonly revision = signal(0);
  private readonly redraw: () => void;
  private readonly report: (message: string) => void;
  /** The prompt the selections below belong to. */
  private key: number | null = null;
  private chosenTargets: Target[] = [];
  private chosenCards = new Set<number>();
  /** The creatures declared as attackers so far, each with what it attacks (a player or a planeswalker, 508.1b). */
  private attacks = new Map<number, Attack>();
  /** Each blocker with the attackers it blocks (more than one when it can block an additional creature, 509.1a). */
  private blockList = new Map<number, number[]>();
  private waitingBlocker: number | null = null;
  /** An ability menu open on a permanent with several abilities (or a card with several faces). */
  menuFor: number | null = null;

  /** `signals`: the page's signals of the table (the page disposes of them). */
  constructor(signals: TableSignals, redraw: () => void, report: (message: string) => void) {
    this.table = signals.table;
    this.signals = signals;
    this.redraw = redraw;
    this.report = report;
  }

  get state(): TableMirror {
    return this.table.state;
  }

  /** The pending prompt; a new one (a new id) clears the selections of the last. */
  get prompt(): Prompt | null {
    const p = this.table.prompt;
    const key = p?.id ?? null;
    if (key !== this.key) {
      this.key = key;
      this.chosenTargets = [];
      this.chosenCards = new Set();
      this.attacks = new Map();
      this.blockList = new Map();
      this.waitingBlocker = null;
      this.menuFor = null;
    }
    return p;
  }

  // ---- Selections, for the panel -------------------------------------------------------------------------

  get chosen(): readonly Target[] {
    void this.prompt;
    return this.chosenTargets;
  }
  get cards(): ReadonlySet<number> {
    void this.prompt;
    return this.chosenCards;
  }
  get attackers(): ReadonlyMap<number, Attack> {
    void this.prompt;
    return this.attacks;
  }
  get blocks(): ReadonlyMap<number, readonly number[]> {
    void this.prompt;
    return this.blockList;
  }
  get pendingBlocker(): number | null {
    void this.prompt;
    return this.waitingBlocker;
  }

  private changed(): void {
    this.revision.value++;
    this.redraw();
  }

  /** Sends an action; a refusal is shown, not thrown. */
  act(action: () => Promise<unknown>): void {
    action().then(
      () => this.redraw(),
      (e: unknown) => {
        this.report(errorText(e));
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
    if (!cast.hasTargets) return t("prompt:hint.nothingToTarget");
    return cast.affordable ? null : t("prompt:hint.cantPay");
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
        if (this.chosenTargets.some((x) => x.kind === "object" && x.id === id)) return "selected";
        return p.options.some((x) => x.kind === "object" && x.id === id) ? "option" : null;
      case "payCosts":
      case "payUnless":
        if (p.manaAbilities.some((m) => m.source === id)) return "option";
        if (p.kind === "payCosts" && p.parts.some((part) => !part.paid && part.options.includes(id))) return this.chosenCards.has(id) ? "selected" : "option";
        return null;
      case "bottomCards":
      case "discard":
      case "chooseSplices":
        return this.chosenCards.has(id) ? "selected" : p.options.includes(id) ? "option" : null;
      case "chooseObject":
      case "legendRule":
        return p.options.includes(id) ? "option" : null;
      case "declareAttackers":
        return this.attacks.has(id) ? "attacking" : p.options.some((o) => o.attacker === id) ? "option" : null;
      case "declareBlockers":
        if (this.blockList.has(id) || this.waitingBlocker === id) return "blocking";
        if (p.options.some((o) => o.blocker === id)) return "option";
        if (this.waitingBlocker !== null && p.options.find((o) => o.blocker === this.waitingBlocker)?.attackers.includes(id)) return "option";
        return null;
      default:
        return null;
    }
  }

  playerRole(seat: number): Role {
    const p = this.prompt;
    if (p?.kind !== "chooseTargets" && p?.kind !== "proliferate") return null;
    if (this.chosenTargets.some((x) => x.kind === "player" && x.id === seat)) return "selected";
    return p.options.some((x) => x.kind === "player" && x.id === seat) ? "option" : null;
  }

  // ---- Clicks on the board (and the panel's buttons for the same options) ---------------------------------

  clickPlayer(seat: number): void {
    const p = this.prompt;
    if (p?.kind === "chooseTargets" || p?.kind === "proliferate") this.toggleTarget({ kind: "player", id: seat });
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
        if (plays.length > 1) return this.toggleMenu(id);
        const only = abilities.length === 1 ? abilities[0]! : null;
        if (only?.kind === "activate") return this.act(() => this.table.activate(id, only.ability));
        if (only?.kind === "turnFaceUp") return this.act(() => this.table.turnFaceUp(id));
        if (only?.kind === "activateMana" && only.choices.length === 1) {
          const mana = only.choices[0]!;
          return this.act(() => this.table.answer({ kind: "activateMana", source: only.source, ability: only.ability, mana }));
        }
        if (abilities.length > 0) return this.toggleMenu(id);
        return;
      }
      case "chooseTargets":
      case "proliferate":
        return this.toggleTarget({ kind: "object", id });
      case "payCosts":
      case "payUnless": {
        const m = p.manaAbilities.find((x) => x.source === id);
        if (m && m.choices.length === 1)
          return this.act(() => this.table.answer({ kind: "activateMana", source: m.source, ability: m.ability, mana: m.choices[0]! }));
        if (m) {
          this.menuFor = id;
          return this.changed();
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
      case "declareAttackers":
        return this.toggleAttacker(id);
      case "declareBlockers": {
        const option = p.options.find((o) => o.blocker === id);
        if (option) {
          // A blocker that blocks as many attackers as it can is taken back; one that can block more waits for another attacker.
          if ((this.blockList.get(id)?.length ?? 0) >= (option.maxAttackers ?? 1)) this.blockList.delete(id);
          else this.waitingBlocker = this.waitingBlocker === id ? null : id;
        } else if (this.waitingBlocker !== null && p.options.find((o) => o.blocker === this.waitingBlocker)?.attackers.includes(id)) {
          const blocked = this.blockList.get(this.waitingBlocker) ?? [];
          if (!blocked.includes(id)) this.blockList.set(this.waitingBlocker, [...blocked, id]);
          this.waitingBlocker = null;
        }
        return this.changed();
      }
      default:
        return;
    }
  }

  private toggleMenu(id: number): void {
    this.menuFor = this.menuFor === id ? null : id;
    this.changed();
  }

  toggleTarget(target: Target): void {
    const p = this.prompt;
    if (p?.kind !== "chooseTargets" && p?.kind !== "proliferate") return;
    const i = this.chosenTargets.findIndex((c) => c.kind === target.kind && c.id === target.id);
    if (i >= 0) this.chosenTargets.splice(i, 1);
    else if (p.options.some((o) => o.kind === target.kind && o.id === target.id)) this.chosenTargets.push(target);
    else return;
    // One target wanted and chosen: no need for a "Done".
    if (p.kind === "chooseTargets" && p.max === 1 && p.min === 1 && this.chosenTargets.length === 1) {
      const targets = [...this.chosenTargets];
      return this.act(() => this.table.answer({ kind: "targets", targets }));
    }
    this.changed();
  }

  toggleCard(id: number): void {
    void this.prompt;
    if (this.chosenCards.has(id)) this.chosenCards.delete(id);
    else this.chosenCards.add(id);
    this.changed();
  }

  toggleAttacker(id: number): void {
    const p = this.prompt;
    const option = p?.kind === "declareAttackers" ? p.options.find((o) => o.attacker === id) : undefined;
    if (!option) return;
    if (this.attacks.has(id)) this.attacks.delete(id);
    else this.attacks.set(id, { attacker: id, defender: option.defenders[0]! });
    this.changed();
  }

  /** 508.1b: what a declared attacker attacks. */
  setAttack(attack: Attack): void {
    void this.prompt;
    if (!this.attacks.has(attack.attacker)) return;
    this.attacks.set(attack.attacker, attack);
    this.changed();
  }

  /** A blocker's block chosen from the panel: the attacker it blocks, or none. */
  setBlock(blocker: number, attacker: number | null): void {
    void this.prompt;
    if (attacker === null) this.blockList.delete(blocker);
    else this.blockList.set(blocker, [attacker]);
    if (this.waitingBlocker === blocker) this.waitingBlocker = null;
    this.changed();
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

  // ---- Names ---------------------------------------------------------------------------------------------

  /** An object's name as the page shows it: the card's French name on a French page, where the card data has one. */
  name(id: number): string {
    const s = this.state;
    const english =
      s.battlefield.find((p) => p.id === id)?.name ??
      s.stack.find((x) => x.id === id)?.name ??
      s.players.flatMap((p) => [...(p.hand ?? []), ...p.graveyard]).find((c) => c.id === id)?.name ??
      s.exile.find((c) => c.id === id)?.name;
    return english === undefined ? `#${id}` : localName(face(english), english).name;
  }

  playerName(seat: number): string {
    return this.state.players[seat]?.name || t("prompt:seat", { n: seat + 1 });
  }

  targetName(target: Target): string {
    return target.kind === "player" ? this.playerName(target.id) : this.name(target.id);
  }

  // ---- The menu on a card or permanent ---------------------------------------------------------------

  private menuItem(key: string, label: string, action: () => Promise<unknown>): MenuItem {
    return { key, label, choose: () => this.act(action) };
  }

  /**
   * The open menu's items when it is `id`'s: a permanent's abilities (mana abilities with each color they can make),
   * or a card's faces; null when no menu is open on it.
   */
  abilityMenu(id: number): readonly MenuItem[] | null {
    const p = this.prompt;
    if (this.menuFor !== id || !p) return null;
    const items: MenuItem[] = [];
    const note = (affordable: boolean, hasTargets = true): string =>
      !hasTargets ? ` ${t("prompt:menu.nothingToTarget")}` : affordable ? "" : ` ${t("prompt:menu.cantPayYet")}`;
    const mana =
      p.kind === "priority"
        ? p.actions.flatMap((a) => (a.kind === "activateMana" && a.source === id ? [a] : []))
        : p.kind === "payCosts" || p.kind === "payUnless"
          ? p.manaAbilities.filter((m) => m.source === id)
          : [];
    for (const m of mana)
      for (const c of m.choices)
        items.push(
          this.menuItem(`mana ${m.ability} ${c}`, t("prompt:menu.addMana", { mana: `{${c}}` }), () =>
            this.table.answer({ kind: "activateMana", source: m.source, ability: m.ability, mana: c }),
          ),
        );
    if (p.kind === "priority") {
      // The source's English name: the card data is looked up by it.
      const source = this.state.battlefield.find((x) => x.id === id)?.name ?? "";
      for (const a of p.actions)
        if (a.kind === "cast" && a.card === id && a.faceDown)
          // 702.37a: a card with morph, cast face down.
          items.push(this.menuItem("face down", `${t("prompt:menu.castFaceDown")}${note(a.affordable)}`, () => this.table.castFaceDown(id)));
        else if (a.kind === "cast" && a.card === id)
          items.push(
            this.menuItem(
              `cast ${a.face}`,
              `${t("prompt:menu.cast", { name: a.name === undefined ? t("prompt:menu.faceUp") : halfName(a.name) })}${note(a.affordable, a.hasTargets)}`,
              () => this.table.cast(id, a.face === undefined ? undefined : { face: a.face }),
            ),
          );
        else if (a.kind === "playLand" && a.card === id && a.name !== undefined)
          items.push(this.menuItem(`play ${a.face}`, t("prompt:menu.play", { name: halfName(a.name) }), () => this.table.playLand(id, a.face)));
      for (const a of p.actions)
        if (a.kind === "turnFaceUp" && a.permanent === id)
          items.push(this.menuItem("face up", `${t("prompt:menu.turnFaceUp", { cost: a.cost })}${note(a.affordable)}`, () => this.table.turnFaceUp(id)));
        else if (a.kind === "activate" && a.source === id)
          // The text, not a position on the card: an effect may have granted the ability (613.1f).
          items.push(
            this.menuItem(`ability ${a.ability}`, `${localAbilityText(a.text, source)}${note(a.affordable, a.hasTargets)}`, () =>
              this.table.activate(id, a.ability),
            ),
          );
    }
    return items;
  }
}
