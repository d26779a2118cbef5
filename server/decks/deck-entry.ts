// What every decklist format reads into: card lines with their sections, and problems with line numbers.

export interface DeckProblem {
  readonly line: number;
  readonly text: string;
  readonly message: string;
  /** The real card a line names, when the problem is that it isn't playable here. */
  readonly card?: string;
  /** Why that card isn't playable here. */
  readonly reason?: string;
  /** For a name no card has: the nearest real names. */
  readonly suggestions?: readonly string[];
}

/** Where a line's cards go. "maybe" is a maybeboard: cards considered, not part of the deck. */
export type Section = "main" | "sideboard" | "commander" | "companion" | "maybe";

/** A card line of any format, before its name is looked up. */
export interface DeckEntry {
  readonly line: number;
  readonly text: string;
  readonly count: number;
  readonly name: string;
  readonly section: Section;
}
