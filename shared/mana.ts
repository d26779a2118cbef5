// Mana notation shared by server and clients: "{2}{G}{G}", "{X}{R}", "{W/U}", "{B/P}".
// Rule 107.4 lists the symbols; 202.3 defines mana value.

export const COLORS = ["W", "U", "B", "R", "G"] as const;
export type Color = (typeof COLORS)[number];
/** A type of mana (106.1b): the five colors and colorless. */
export type ManaType = Color | "C";
export const MANA_TYPES: readonly ManaType[] = ["W", "U", "B", "R", "G", "C"];

export type ManaSymbol =
  | { readonly kind: "generic"; readonly amount: number }
  | { readonly kind: "colored"; readonly color: Color }
  | { readonly kind: "colorless" }
  | { readonly kind: "variable"; readonly name: "X" | "Y" | "Z" }
  | { readonly kind: "hybrid"; readonly colors: readonly [Color, Color] }
  | { readonly kind: "monoHybrid"; readonly color: Color } // {2/W}
  | { readonly kind: "phyrexian"; readonly colors: readonly Color[] } // {W/P}, {W/U/P}
  | { readonly kind: "snow" };

export type ManaCost = readonly ManaSymbol[];

const isColor = (s: string): s is Color => (COLORS as readonly string[]).includes(s);

function parseSymbol(body: string): ManaSymbol | null {
  if (/^\d+$/.test(body)) return { kind: "generic", amount: Number(body) };
  if (isColor(body)) return { kind: "colored", color: body };
  if (body === "C") return { kind: "colorless" };
  if (body === "S") return { kind: "snow" };
  if (body === "X" || body === "Y" || body === "Z") return { kind: "variable", name: body };
  const parts = body.split("/");
  if (parts.length === 2 && parts[0] === "2" && isColor(parts[1]!)) return { kind: "monoHybrid", color: parts[1] };
  if (parts[parts.length - 1] === "P") {
    const colors = parts.slice(0, -1);
    if (colors.length >= 1 && colors.length <= 2 && colors.every(isColor)) return { kind: "phyrexian", colors };
    return null;
  }
  if (parts.length === 2 && isColor(parts[0]!) && isColor(parts[1]!) && parts[0] !== parts[1]) return { kind: "hybrid", colors: [parts[0], parts[1]] };
  return null;
}

/** Parses "{2}{G}{G}" into symbols; throws on anything that is not rule-107.4 notation. */
export function parseManaCost(text: string): ManaCost {
  const symbols: ManaSymbol[] = [];
  const re = /\{([^{}]+)\}/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = re.exec(text)) !== null) {
    const symbol = parseSymbol(match[1]!.toUpperCase());
    if (!symbol) throw new Error(`unknown mana symbol {${match[1]}} in "${text}"`);
    symbols.push(symbol);
    consumed = re.lastIndex;
  }
  if (consumed !== text.length) throw new Error(`malformed mana cost "${text}"`);
  return symbols;
}

export function formatSymbol(s: ManaSymbol): string {
  switch (s.kind) {
    case "generic":
      return `{${s.amount}}`;
    case "colored":
      return `{${s.color}}`;
    case "colorless":
      return "{C}";
    case "variable":
      return `{${s.name}}`;
    case "hybrid":
      return `{${s.colors[0]}/${s.colors[1]}}`;
    case "monoHybrid":
      return `{2/${s.color}}`;
    case "phyrexian":
      return `{${s.colors.join("/")}/P}`;
    case "snow":
      return "{S}";
  }
}

export const formatManaCost = (cost: ManaCost): string => cost.map(formatSymbol).join("");

/** 202.3: mana value; X counts as `x` (0 outside the stack, 202.3e); hybrids count their largest half (202.3f). */
export function manaValue(cost: ManaCost, x = 0): number {
  let total = 0;
  for (const s of cost) {
    switch (s.kind) {
      case "generic":
        total += s.amount;
        break;
      case "variable":
        total += x;
        break;
      case "monoHybrid":
        total += 2;
        break;
      default:
        total += 1;
    }
  }
  return total;
}

/** 202.2: an object's colors are the colors of the mana symbols in its mana cost. */
export function colorsOfCost(cost: ManaCost): Color[] {
  const found = new Set<Color>();
  for (const s of cost) {
    if (s.kind === "colored" || s.kind === "monoHybrid") found.add(s.color);
    else if (s.kind === "hybrid" || s.kind === "phyrexian") for (const c of s.colors) found.add(c);
  }
  return COLORS.filter((c) => found.has(c));
}

/** An amount of mana by type, as in a mana pool or a payment. */
export type ManaAmounts = Readonly<Record<ManaType, number>>;
export const NO_MANA: ManaAmounts = Object.freeze({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });

export function totalMana(m: ManaAmounts): number {
  return m.W + m.U + m.B + m.R + m.G + m.C;
}

export function formatMana(m: ManaAmounts): string {
  const parts: string[] = [];
  for (const t of MANA_TYPES) for (let i = 0; i < m[t]; i++) parts.push(`{${t}}`);
  return parts.length ? parts.join("") : "no mana";
}
