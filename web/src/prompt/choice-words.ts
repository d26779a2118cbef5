// The words of a choice made as a spell or ability resolves (608.2d), in the reader's language. The engine asks with
// English words: fixed phrases of its own ("Reveal your hand?", "name a card", "draw up to 2 cards"), found here by
// pattern and said by key in the `resolution` namespace (a card's or player's name inside keeps its place); and card
// words (a "you may" effect's text), which the page replaces by the French text of what is resolving. The options are
// fixed words ("yes", "heads", "top") or card names. Free of the page's i18next instance, so that a Node test can
// translate with any `t` (test/web/abilities.test.ts checks every phrase the engine asks with against this table).

/** i18next's `t` over the `resolution` namespace: keys are relative to it. */
export type ChoiceTranslate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

export interface ChoiceContext {
  /** A card's name as the reader reads it. */
  readonly cardName: (english: string) => string;
  /** The text of an ability of a card (its English name, the server's words) as the reader reads it; null when it isn't a card's. */
  readonly abilityText?: (card: string, english: string) => string | null;
}

/** The engine's fixed phrases; named groups: `card` (a card's name), `n`, `i` (numbers), `player`, `where`. */
export const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/^Reveal your hand\?$/, "revealHand"],
  [/^name a card$/, "nameCard"],
  // 601.6a: the purpose of a chooseOpponent prompt.
  [/^choose the mode$/, "chooseMode"],
  [/^choose a source of damage$/, "sourceOfDamage"],
  [/^draw up to (?<n>\d+) cards$/, "drawUpTo"],

  [/^call the coin flip$/, "coinFlip"],
  [/^choose land or nonland$/, "landOrNonland"],
  [/^choose a card exiled with it to copy$/, "exiledToCopy"],
  [/^put an Aura card from your hand onto the battlefield$/, "auraFromHand"],
  [/^put a card from your graveyard into your hand \(or search your library\)$/, "graveyardOrLibrary"],
  [/^reveal a card and put it into your hand$/, "revealToHand"],
  [/^the card to put into your hand$/, "cardToHand"],
  [/^the card to put on the (?<where>top|bottom) of your library$/, "cardToLibrary"],
  [/^the card to put on the bottom of your library next \(the first chosen goes first\)$/, "bottomNext"],
  [/^the revealed card to put on the bottom of your library next \(the first chosen is the bottom card\)$/, "revealedBottomNext"],
  [/^the card to put on top next \(the first chosen is the top card\)$/, "topNext"],
  [/^choose a card to put on top of the library$/, "cardOnTop"],
  [/^choose a card for (?<player>.+) to discard$/, "discardFor"],
  [/^scry: put (?<card>.+) \(card (?<i>\d+) of (?<n>\d+)\) on the top or the bottom of your library$/, "scryPut"],
  [/^scry: the card to put on top \(the first chosen is the top card\) next$/, "scryTopNext"],
  [/^scry: the card to put on the bottom \(the first chosen is the bottom card\) next$/, "scryBottomNext"],
  [/^tap or untap (?<card>.+)$/, "tapOrUntap"],
  [/^exile (?<card>.+) to meld$/, "meld"],
  [/^attach (?<card>.+) to another permanent it can enchant$/, "reattach"],
  [/^protection from the color of your choice for (?<card>.+)$/, "protectionColor"],
  [/^Is there a card named (?<card>.+) in (?<player>.+)'s hand\?$/, "guessCard"],
  [/^The top card of your library is (?<card>.+)\. Reveal it\?$/, "topCardReveal"],
  [/^have (?<card>.+) assign its combat damage as though it weren't blocked$/, "unblockedDamage"],
  [/^cast a spell with mana value (?<n>\d+) or less from your hand without paying its mana cost$/, "castFree"],
  [/^choose what (?<card>.+) enchants$/, "enchantWhat"],
  [/^begin the game with a card from your opening hand on the battlefield \(103\.6a\)$/, "openingHand"],
  [/^(?<card>.+) is exiled: choose the card exiled first \(the other is the last exiled\) \(712\.21b\)$/, "meldedExiled"],
  [/^(?<card>.+) is put into a graveyard: choose the card to put there first \(the other goes on top of it\) \(712\.21a\)$/, "meldedGraveyard"],
  [/^(?<card>.+) is put on top of a library: choose the card to put there first \(the other goes on top of it\) \(712\.21a\)$/, "meldedTop"],
  [/^(?<card>.+) is put on the bottom of a library: choose the card to put there first \(the other goes under it\) \(712\.21a\)$/, "meldedBottom"],
  [/^(?<card>.+): choose new targets for the copy \(707\.10c\)\?$/, "newTargets"],
  [/^the target of the copy of (?<card>.+) \(707\.10e\)$/, "copyTarget"],
  [/^the mana to spend for the cost \((?<i>\d+) of (?<n>\d+)\)$/, "manaToSpend"],
];

/** The fixed options the engine offers, by key. */
export const OPTIONS: Readonly<Record<string, string>> = {
  yes: "yes",
  no: "no",
  heads: "heads",
  tails: "tails",
  top: "top",
  bottom: "bottom",
  reveal: "reveal",
  "don't reveal": "dontReveal",
  tap: "tap",
  untap: "untap",
  neither: "neither",
  land: "land",
  nonland: "nonland",
  none: "none",
};

/** "Card name: ability text" (a replacement effect asking "may"): the ability in the reader's language. */
function sourceAndAbility(t: ChoiceTranslate, english: string, ctx: ChoiceContext): string | null {
  const m = /^(.+?): (.+)$/s.exec(english);
  const text = m && ctx.abilityText?.(m[1]!, m[2]!);
  return m && text != null ? t("phrase.sourceAbility", { card: ctx.cardName(m[1]!), text, defaultValue: english }) : null;
}

/**
 * A choice's words in the reader's language: an engine phrase by its key, a card's ability by its card's text; null
 * for card words, which the page shows by what is resolving.
 */
export function choiceText(t: ChoiceTranslate, english: string, ctx: ChoiceContext): string | null {
  for (const [pattern, key] of PHRASES) {
    const m = pattern.exec(english);
    if (!m) continue;
    const groups: Record<string, string> = { ...m.groups };
    if (groups.card !== undefined) groups.card = ctx.cardName(groups.card);
    const where = groups.where ? `.${groups.where}` : "";
    return t(`phrase.${key}${where}`, { ...groups, defaultValue: english });
  }
  return sourceAndAbility(t, english, ctx);
}

/** An option in the reader's language: a fixed word by key, a card by its name, a card's ability by its text. */
export function optionText(t: ChoiceTranslate, english: string, ctx: ChoiceContext): string {
  const key = OPTIONS[english];
  if (key !== undefined) return t(`option.${key}`, { defaultValue: english });
  return sourceAndAbility(t, english, ctx) ?? ctx.cardName(english);
}
