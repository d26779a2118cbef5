// The game log: events in plain English, citing the rule that decided an outcome.

import { formatMana } from "../../../shared/mana.ts";
import type { ViewEvent } from "../../../shared/events.ts";
import type { Step, Target } from "../kernel/state.ts";

/** What the log needs to know about the game: player names. */
export interface LogContext {
  readonly players: readonly { readonly name: string }[];
}

const STEP_NAMES: Readonly<Record<Step, string>> = {
  untap: "untap step",
  upkeep: "upkeep",
  draw: "draw step",
  precombatMain: "precombat main phase",
  beginningOfCombat: "beginning of combat step",
  declareAttackers: "declare attackers step",
  declareBlockers: "declare blockers step",
  firstStrikeDamage: "first-strike combat damage step",
  combatDamage: "combat damage step",
  endOfCombat: "end of combat step",
  postcombatMain: "postcombat main phase",
  end: "end step",
  cleanup: "cleanup step",
};

export function stepName(step: Step): string {
  return STEP_NAMES[step];
}

const cite = (rule: string | undefined): string => (rule ? ` (${rule})` : "");

const COLOR_NAMES = { W: "white", U: "blue", B: "black", R: "red", G: "green" } as const;

/** One line for an event as a viewer sees it (hidden cards stay unnamed), or null for events too fine-grained for the log. */
export function describeEvent(e: ViewEvent, ctx: LogContext): string | null {
  const who = (p: number): string => ctx.players[p]?.name ?? `player ${p + 1}`;
  const target = (t: Target, name?: string): string => (t.kind === "player" ? who(t.id) : (name ?? `object ${t.id}`));
  switch (e.type) {
    case "gameStarted":
      return `${e.sandbox ? "Sandbox game" : "Game"} started: ${e.players.join(", ")}. ${who(e.startingPlayer)} plays first.`;
    case "shuffled":
      return `${who(e.player)} shuffles their library.`;
    case "drew":
      return e.name === null ? `${who(e.player)} draws a card.` : `${who(e.player)} draws ${e.name}.`;
    case "drewFromEmptyLibrary":
      return `${who(e.player)} tries to draw from an empty library.`;
    case "mulliganDeclared":
      return e.keep ? `${who(e.player)} keeps.` : `${who(e.player)} takes a mulligan (103.5).`;
    case "mulliganTaken":
      return `${who(e.player)} draws a new hand of ${e.handSize}.`;
    case "putOnBottom":
      return `${who(e.player)} puts ${e.count} card${e.count === 1 ? "" : "s"} on the bottom of their library${e.names === null ? "" : `: ${e.names.join(", ")}`}.`;
    case "turnBegan":
      return `Turn ${e.turn}: ${who(e.player)}.`;
    case "stepBegan":
      return null;
    case "phasesAdded":
      return `${e.phases.map((p) => `an additional ${p === "combat" ? "combat phase" : "main phase"}`).join(" followed by ")} will follow this phase (500.8).`.replace(
        /^a/,
        "A",
      );
    case "turnEnded":
      return `${e.by} ends the turn: the stack is exiled and the game skips to the cleanup step (723.1).`;
    case "untapped":
      return null;
    case "passed":
      return null;
    case "landPlayed":
      return `${who(e.player)} plays ${e.name}${e.from === "graveyard" ? " from their graveyard (116.2a)" : ""}.`;
    case "manaAdded":
      return `${who(e.player)} adds ${formatMana(e.mana)} with ${e.name}.`;
    case "manaSpent":
      return null;
    case "manaEmptied":
      return `${formatMana(e.mana)} empties from ${who(e.player)}'s mana pool (500.5).`;
    case "manaBurn":
      return `${who(e.player)} loses ${e.amount} life to mana burn (seed rule 300.3).`;
    case "tapped":
      return null;
    case "stackPushed":
      if (e.kind === "spell") return `${who(e.controller)} begins casting ${e.name} (601.2a).`;
      return e.kind === "activatedAbility" ? `${who(e.controller)} begins activating ${e.name}'s ability (602.2a).` : null;
    case "targetsChosen":
      return `${e.name} targets ${e.targetNames.join(", ")}.`;
    case "spellCast":
      return `${who(e.player)} casts ${e.name}.`;
    case "spellCopied":
      return `${who(e.player)} puts a copy of ${e.name} onto the stack (707.10).`;
    case "abilityActivated":
      return `${who(e.player)} activates ${e.name}'s ability: ${e.text}`;
    case "abilityTriggered":
      return `${e.name}'s ability triggers: ${e.text}`;
    case "modesChosen":
      return `${who(e.chooser)} chooses for ${e.name}: ${e.modes.join(" / ")}`;
    case "spliced":
      return `${e.cards.join(" and ")} ${e.cards.length === 1 ? "is" : "are"} spliced onto ${e.name} (702.47).`;
    case "costsAnnounced": {
      const parts = [
        ...(e.alternative
          ? [
              e.alternative === "without paying its mana cost"
                ? "cast without paying its mana cost (118.9)"
                : `cast for its alternative cost — ${e.alternative} (118.9)`,
            ]
          : []),
        ...(e.kicks > 0 ? [e.kicks === 1 ? "kicked (702.33)" : `kicked ${e.kicks} times (702.33)`] : []),
        ...(e.buyback ? ["with buyback (702.27)"] : []),
        ...(e.entwined ? ["entwined (702.42)"] : []),
      ];
      return `${e.name}: ${parts.join(", ")}.`;
    }
    case "xAnnounced":
      return `${e.name}: X is ${e.x} (107.3a).`;
    case "damageDivided":
      return `${e.name} divides its damage: ${e.amounts.join(", ")} (601.2d).`;
    case "costPaid":
      return null;
    case "handLookedAt":
      return `${who(e.viewer)} looks at ${who(e.player)}'s hand${e.names === null ? "" : `: ${e.names.join(", ") || "no cards"}`}.`;
    case "revealed":
      return `${who(e.player)} reveals ${e.from === "hand" ? "their hand" : e.from === "library" ? "from their library" : `from the ${e.from}`}: ${e.names.join(", ") || "nothing"}.`;
    case "cardNamed":
      return `${who(e.player)} names ${e.name}.`;
    case "extraTurnsAdded":
      return `${who(e.player)} will take ${e.count === 1 ? "an extra turn" : `${e.count} extra turns`} after this one (500.7).`;
    case "optionChosen":
      return `${who(e.player)}: ${e.text} — ${e.option}.`;
    case "coinFlipped":
      return `${who(e.player)} calls ${e.call}; the coin comes up ${e.result}: ${e.won ? "won" : "lost"} the flip (705.2).`;
    case "playerWon":
      return `${who(e.player)} wins the game: ${e.reason}${cite(e.rule)}.`;
    case "turnedFaceUp":
      return `${who(e.player)} turns a face-down creature face up for ${e.cost}: it is ${e.name} (702.37e).`;
    case "faceDownRevealed":
      return `${who(e.owner)} reveals a face-down card: ${e.name}${cite(e.rule)}.`;
    case "transformed":
      return `${e.name} transforms into ${e.into} (701.27a).`;
    case "flipped":
      return e.name === e.into ? `${e.name} is flipped (710.4).` : `${e.name} flips: it is ${e.into} now (710.2).`;
    case "dayNight":
      // 730.1a: "day becomes night", "night becomes day"; from neither, "it becomes day".
      return `${e.previous === null ? "It becomes" : e.previous === "day" ? "Day becomes" : "Night becomes"} ${e.designation} (${e.rule}).`;
    case "colorChanged":
      return `${e.name} becomes ${e.colors.map((c) => COLOR_NAMES[c as keyof typeof COLOR_NAMES] ?? c).join(" and ")}.`;
    case "textChanged":
      return `The text of ${e.name} changes: ${e.from} becomes ${e.to} (612.1).`;
    case "tokenCreated":
      return e.copy ? `${who(e.controller)} creates a token that's a copy of ${e.name}.` : `${who(e.controller)} creates a ${e.name}.`;
    case "counterAdded":
      return `${e.name} gets ${e.amount} more ${e.counter} counter${e.amount === 1 ? "" : "s"}.`;
    case "becameRenowned":
      return `${e.name} becomes renowned (702.112b).`;
    case "scried":
      return `${who(e.player)} scries ${e.top + e.bottom}: ${e.top} on top, ${e.bottom} on the bottom (701.22a).`;
    case "counterRemoved":
      return `${e.amount} ${e.counter} counter${e.amount === 1 ? " is" : "s are"} removed from ${e.name}.`;
    case "playerCountersChanged":
      return `${who(e.player)}: ${e.from} → ${e.to} ${e.counter} counter${e.to === 1 ? "" : "s"}.`;
    case "protectionGained":
      return `${e.name} gains protection from ${COLOR_NAMES[e.from as keyof typeof COLOR_NAMES] ?? e.from} until end of turn.`;
    case "paymentOffered":
      return `${who(e.player)} ${e.paid ? "pays" : "doesn't pay"}: ${e.text} (${e.rule ?? "118.12a"}).`;
    case "libraryCardFound":
      return e.name ? `${who(e.player)} searches their library and finds ${e.name}.` : `${who(e.player)} searches their library and finds nothing (701.23b).`;
    case "damagePrevented":
      return `${e.amount} damage from ${e.sourceName} to ${e.targetName} is prevented${cite(e.rule)}.`;
    case "countersAnnihilated":
      return `${e.amount} +1/+1 and -1/-1 counter pair${e.amount === 1 ? "" : "s"} on ${e.name} are removed${cite(e.rule)}.`;
    case "unattached":
      return `${e.name} becomes unattached${cite(e.rule)}.`;
    case "ceasedToExist":
      return `${e.name} ceases to exist${cite(e.rule)}.`;
    case "castReversed":
      return `${e.specialAction ? e.name : `${e.ability ? "Activating" : "Casting"} ${e.name || "the spell"}`} is reversed: ${e.reason}${cite(e.rule)}; the game returns to the moment before it was proposed (732.1).`;
    case "stackRemoved":
      return null;
    case "resolving":
      return `${e.name} resolves.`;
    case "countered":
      return `${e.name} does nothing and is removed from the stack: ${e.reason}${cite(e.rule)}.`;
    case "zoneChanged":
      if (e.reason) return `${e.name ?? "A card"} is put into ${who(e.owner)}'s ${e.to}: ${e.reason}${cite(e.rule)}.`;
      return null;
    case "permanentEntered":
      // Land plays and tokens have lines of their own.
      if (e.from === "stack") return `${e.name} enters the battlefield.`;
      if (e.from === "library") return `${e.name} is put onto the battlefield from ${who(e.controller)}'s library.`;
      // Returned or melded (701.42a): the name of what entered, the combined face for a melded permanent.
      if (e.from === "exile" || e.from === "graveyard") return `${e.name} is put onto the battlefield from ${e.from === "exile" ? "exile" : "a graveyard"}.`;
      return null;
    case "attached":
      return `${e.name} is attached to ${e.toName}.`;
    case "attachedToPlayer":
      return `${e.name} enchants ${who(e.player)}.`;
    case "damageDealt":
      return `${e.sourceName} deals ${e.amount} ${e.combat ? "combat " : ""}damage to ${target(e.target, e.targetName)}.`;
    case "replaced":
      return `${e.source}: ${e.effect} — ${e.event}${cite(e.rule)}.`;
    case "regenerated":
      return `${e.name} regenerates: its damage is removed, it is tapped and removed from combat (701.19a).`;
    case "became":
      return `${e.name} becomes ${e.power === undefined ? "" : `${e.power}/${e.toughness} `}${e.types.join(" ")} ${e.untilEndOfTurn ? "until end of turn" : "in addition to its other types"}.`;
    case "becameCopy":
      return `${e.name} becomes a copy of ${e.of} (707.4).`;
    case "keywordsGained":
      return `${e.name} gains ${[e.keywords.join(", ").toLowerCase(), ...(e.abilities ?? []).map((a) => `"${a}"`)].filter((x) => x !== "").join(" and ")}${e.indefinite ? "" : " until end of turn"}.`;
    case "combatRestrictedThisTurn":
      return `${e.name} can't ${e.restriction === "cantBlock" ? "block" : "be blocked"} this turn${e.exceptBy ? ` except by ${e.exceptBy}` : ""} (509.1b).`;
    case "keywordsLost":
      return `${e.name} loses ${e.keywords.join(", ").toLowerCase()} until end of turn.`;
    case "controlChanged":
      return `${who(e.to)} now controls ${e.name} (613.1b).`;
    case "lifeChanged":
      return `${who(e.player)}: ${e.from} → ${e.to} life.`;
    case "powerToughnessModified":
      return `${e.name} gets ${e.power >= 0 ? "+" : ""}${e.power}/${e.toughness >= 0 ? "+" : ""}${e.toughness} ${e.untilNextTurnOf === undefined ? "until end of turn" : `until ${who(e.untilNextTurnOf)}'s next turn`}.`;
    case "discarded":
      return `${who(e.player)} discards ${e.name}${cite(e.rule)}.`;
    case "attackersDeclared":
      return e.attacks.length === 0
        ? `${who(e.player)} declares no attackers.`
        : `${who(e.player)} attacks: ${e.attacks.map((a) => `${a.name} → ${a.planeswalkerName === undefined ? who(a.defender) : `${a.planeswalkerName} (${who(a.defender)}'s planeswalker, 508.1b)`}`).join(", ")}.`;
    case "blockersDeclared":
      return e.blocks.length === 0
        ? `${who(e.player)} declares no blockers.`
        : `${who(e.player)} blocks: ${e.blocks.map((b) => `${b.name} blocks ${b.attackerName}`).join(", ")}.`;
    case "cleanupDone":
      return null;
    case "playerLost":
      return `${who(e.player)} loses the game: ${e.reason}${cite(e.rule)}.`;
    case "playerLeft":
      return `${who(e.player)} ${e.reason === "conceded" ? "concedes" : "runs out of time"} and leaves the game (800.4a).`;
    case "gameOver":
      return e.draw ? "The game is a draw (104.4a)." : `${e.winners.map(who).join(", ")} wins the game (104.2a).`;
  }
}
