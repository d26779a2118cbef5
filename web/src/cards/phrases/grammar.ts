// The card words the server sends in English for targets (601.2c: "target creature you control", "up to two target
// creatures", "enchant creature") and for costs (118: "sacrifice a creature", "discard a card", "kicker {4}"), in
// French. Not a table of sentences: a small grammar reads the English shape — how many, "another", colours and
// "non-", states, types and subtypes, "card"/"spell", "with …", who controls it, which graveyard — and writes it
// again with French order and agreement ("une créature non-noire ciblée", "jusqu'à deux créatures ciblées").
// Its words are the `phrases` namespace: the English file is the words the grammar reads, the French one the words
// it writes (with each noun's gender). A shape or a word it doesn't know gives null: the page shows the English.
// Free of the page's i18next instance, so that a Node test can run it over the whole pool.

/** One language's file of the `phrases` namespace (web/src/locales/<language>/phrases.json). */
export type PhraseBundle = Readonly<Record<string, unknown>>;

type Gender = "m" | "f";

const COLOURS: ReadonlySet<string> = new Set(["white", "blue", "black", "red", "green", "colorless"]);
/** Which form of an adjective: gender, and "p" for the plural. */
type Form = "m" | "f" | "mp" | "fp";
export type Mood = "imperative" | "infinitive";

/** A word of the descriptor before the noun: an adjective ("black", "attacking") or a type used as one ("nonland"). */
interface Modifier {
  readonly kind: "adjective" | "noun";
  readonly key: string;
  readonly negated: boolean;
}

/** What the objects are: "nonartifact, nonblack creature", "artifact or enchantment", "instant or sorcery card". */
interface Descriptor {
  /** Groups that all apply ("nonartifact, nonblack"); within a group, one of them applies ("black or green"). */
  readonly modifiers: readonly (readonly Modifier[])[];
  /** One of these is the object ("artifact, creature, or land"); a compound is one noun ("artifact creature"). */
  readonly alternatives: readonly (readonly string[])[];
  /** "card" or "spell" after types: "creature card", "instant or sorcery spell". */
  readonly head: string | null;
  readonly plural: boolean;
}

interface Suffix {
  readonly group: "with" | "controller" | "zone";
  readonly key: string;
  readonly vars: Readonly<Record<string, string>>;
  /** "that's black or red": the adjectives, agreeing with the noun. */
  readonly adjectives?: readonly Modifier[];
}

interface NounPhrase {
  readonly descriptor: Descriptor;
  readonly suffixes: readonly Suffix[];
}

/** How many, and which determiner: the part of the phrase before the descriptor. */
type Quantity =
  | { readonly kind: "one"; readonly another: boolean }
  | { readonly kind: "number"; readonly n: string; readonly another: boolean }
  | { readonly kind: "upTo"; readonly n: string; readonly another: boolean }
  | { readonly kind: "choices"; readonly ns: readonly string[] }
  | { readonly kind: "anyNumber" }
  | { readonly kind: "thatMany" }
  | { readonly kind: "all" }
  | { readonly kind: "plural" };

function record(x: unknown): Readonly<Record<string, unknown>> {
  return x !== null && typeof x === "object" ? (x as Record<string, unknown>) : {};
}

function text(x: unknown): string | null {
  return typeof x === "string" ? x : null;
}

/** An English template of the namespace ("with power {{n}} or less") as a pattern, and the names of its blanks in order. */
function templatePattern(template: string, blank: (name: string) => string): { source: string; names: string[] } {
  const names: string[] = [];
  const source = template.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => {
    names.push(name);
    return blank(name);
  });
  return { source, names };
}

/** "{{n}}" and the like filled in; null when a value is missing. */
function fill(template: string | null, vars: Readonly<Record<string, string>>): string | null {
  if (template === null) return null;
  let missing = false;
  const out = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) missing = true;
    return value ?? "";
  });
  return missing ? null : out;
}

/** French elision: "de une" → "d'une", "que un" → "qu'un". */
function elide(s: string): string {
  return s.replace(/(^|[\s(])(de|que) (?=[aeiouyàâéèêëîïôûœAEIOUYÀÂÉÈÊÎÔÛ])/g, (_, before: string, word: string) => `${before}${word.slice(0, -1)}'`);
}

const NUMBER = "(\\d+|X)";
/** What each "{{name}}" of the English suffixes may stand for. */
const PARAMETER: Readonly<Record<string, string>> = {
  n: NUMBER,
  keyword: "(\\w+)",
  counter: "(\\S+)",
  adjectives: "(\\w+(?:,? or \\w+|, \\w+)*)",
};

/** The translator over the two files of the namespace. */
export class Phrases {
  private readonly en: PhraseBundle;
  private readonly fr: PhraseBundle;
  /** English word → noun key and number: "creatures" → creature, plural. */
  private readonly nouns = new Map<string, { key: string; plural: boolean }>();
  private readonly adjectives = new Map<string, string>();
  private readonly numbers = new Map<string, string>();
  private readonly suffixes: { readonly group: Suffix["group"]; readonly key: string; readonly pattern: RegExp; readonly names: readonly string[] }[] = [];

  private readonly costs: { readonly key: string; readonly pattern: RegExp; readonly names: readonly string[] }[] = [];

  constructor(en: PhraseBundle, fr: PhraseBundle) {
    this.en = en;
    this.fr = fr;
    for (const [key, forms] of Object.entries(record(en.noun))) {
      const f = record(forms);
      if (typeof f.other === "string") this.nouns.set(f.other, { key, plural: true });
      if (typeof f.one === "string") this.nouns.set(f.one, { key, plural: false });
    }
    for (const [key, word] of Object.entries(record(en.adjective))) if (typeof word === "string") this.adjectives.set(word, key);
    for (const [n, word] of Object.entries(record(en.number))) if (typeof word === "string") this.numbers.set(word, n);
    for (const group of ["controller", "zone", "with"] as const)
      for (const [key, template] of Object.entries(record(en[group]))) {
        if (typeof template !== "string") continue;
        const { source, names } = templatePattern(template, (name) => PARAMETER[name] ?? "(.+?)");
        this.suffixes.push({ group, key, pattern: new RegExp(`^${source}(?= |$)`), names });
      }
    for (const [key, template] of Object.entries(record(en.cost))) {
      if (typeof template !== "string") continue;
      const { source, names } = templatePattern(template, (name) => (name === "n" ? NUMBER : "(.+)"));
      this.costs.push({ key, pattern: new RegExp(`^${source}$`), names });
    }
  }

  // ---- Reading the English ------------------------------------------------------------------------

  /** "two" → "2", "3" → "3", "X" → "X". */
  private count(word: string): string | null {
    if (/^(\d+|X)$/.test(word)) return word;
    return this.numbers.get(word) ?? null;
  }

  private modifier(word: string): Modifier | null {
    const adjective = this.adjectives.get(word);
    if (adjective) return { kind: "adjective", key: adjective, negated: false };
    const non = /^non-?(.+)$/.exec(word);
    if (!non) return null;
    const inner = non[1]!;
    const negatedAdjective = this.adjectives.get(inner);
    if (negatedAdjective) return { kind: "adjective", key: negatedAdjective, negated: true };
    const noun = this.nouns.get(inner) ?? this.nouns.get(inner.charAt(0).toUpperCase() + inner.slice(1));
    return noun && !noun.plural ? { kind: "noun", key: noun.key, negated: true } : null;
  }

  /** "nonartifact, nonblack creature", "artifact or creature card", "Skeleton, Vampire, or Zombie". */
  private descriptor(words: string): Descriptor | null {
    const tokens = words.split(" ").filter(Boolean);
    const modifiers: Modifier[][] = [];
    const alternatives: string[][] = [];
    let plural: boolean | null = null;
    // What came before the word: nothing, a comma or "or". Commas list alternatives where an "or" ends the list.
    let separator: "none" | "comma" | "or" = "none";
    const orAmongModifiers = tokens
      .slice(
        0,
        tokens.findIndex((w) => this.nouns.has(w.replace(/,$/, ""))),
      )
      .includes("or");
    let pendingNewAlternative = true;
    for (const raw of tokens) {
      const comma = raw.endsWith(",");
      const word = comma ? raw.slice(0, -1) : raw;
      if (word === "or") {
        separator = "or";
        continue;
      }
      const noun = this.nouns.get(word);
      if (noun) {
        if (pendingNewAlternative || separator !== "none") alternatives.push([]);
        alternatives.at(-1)!.push(noun.key);
        // Only the last noun of a compound carries the number ("creature cards").
        plural = noun.plural;
        pendingNewAlternative = false;
      } else {
        const m = this.modifier(word);
        // Adjectives come before the nouns in English.
        if (!m || alternatives.length > 0) return null;
        const sameGroup = separator === "or" || (separator === "comma" && orAmongModifiers);
        if (sameGroup && modifiers.length > 0) modifiers.at(-1)!.push(m);
        else modifiers.push([m]);
      }
      separator = comma ? "comma" : "none";
    }
    if (separator !== "none" || alternatives.length === 0 || plural === null) return null;
    // "card" or "spell" at the end of the last compound is said once for all the types before it.
    const last = alternatives.at(-1)!;
    const end = last.at(-1)!;
    let head: string | null = null;
    if ((end === "card" || end === "spell") && (last.length > 1 || alternatives.length === 1)) {
      head = end;
      last.pop();
      if (last.length === 0) alternatives.pop();
    }
    return { modifiers, alternatives, head, plural };
  }

  /** The descriptor and what follows it: "creature card with mana value 3 or less from your graveyard". */
  private nounPhrase(words: string): NounPhrase | null {
    // The descriptor ends where the first suffix begins.
    const tokens = words.split(" ");
    for (let i = 1; i <= tokens.length; i++) {
      const rest = tokens.slice(i).join(" ");
      const suffixes = this.suffixList(rest);
      if (!suffixes) continue;
      const descriptor = this.descriptor(tokens.slice(0, i).join(" "));
      return descriptor ? { descriptor, suffixes } : null;
    }
    return null;
  }

  private suffixList(words: string): Suffix[] | null {
    const out: Suffix[] = [];
    let rest = words;
    while (rest !== "") {
      let found = false;
      for (const s of this.suffixes) {
        const m = s.pattern.exec(rest);
        if (!m) continue;
        const vars: Record<string, string> = {};
        s.names.forEach((name, i) => {
          vars[name] = m[i + 1]!;
        });
        let adjectives: Modifier[] | undefined;
        if (s.key === "thatIs") {
          const list = this.modifierAlternatives(vars.adjectives!);
          if (!list) continue;
          adjectives = list;
        }
        if ("keyword" in vars && !(vars.keyword! in record(this.en.keyword))) continue;
        if ("counter" in vars && !Object.values(record(this.en.counter)).includes(vars.counter)) continue;
        out.push({ group: s.group, key: s.key, vars, ...(adjectives ? { adjectives } : {}) });
        rest = rest.slice(m[0].length).trimStart();
        found = true;
        break;
      }
      if (!found) return null;
    }
    return out;
  }

  /** "black or red", "white or blue". */
  private modifierAlternatives(words: string): Modifier[] | null {
    const list = words.split(/,? or |, /).map((w) => this.modifier(w));
    return list.every((m): m is Modifier => m !== null) ? list : null;
  }

  /** The determiner: "target", "up to two other target", "one, two, or three target", "any number of target". */
  private quantity(words: string): { quantity: Quantity; rest: string; targeted: boolean } | null {
    let m: RegExpExecArray | null;
    if ((m = /^any number of targets?(?: (.+))?$/.exec(words)))
      return { quantity: { kind: "anyNumber" }, rest: m[1] ?? "targets", targeted: m[1] !== undefined };
    if ((m = /^up to that many target (.+)$/.exec(words))) return { quantity: { kind: "thatMany" }, rest: m[1]!, targeted: true };
    if ((m = /^up to (\w+) (other )?target (.+)$/.exec(words))) {
      const n = this.count(m[1]!);
      return n ? { quantity: { kind: "upTo", n, another: m[2] !== undefined }, rest: m[3]!, targeted: true } : null;
    }
    if ((m = /^((?:\w+, )*\w+),? or (\w+) targets?(?: (.+))?$/.exec(words))) {
      const ns = [...m[1]!.split(", "), m[2]!].map((w) => this.count(w));
      if (ns.some((n) => n === null)) return null;
      return { quantity: { kind: "choices", ns: ns as string[] }, rest: m[3] ?? "targets", targeted: m[3] !== undefined };
    }
    if ((m = /^another target(?: (.+))?$/.exec(words)))
      return { quantity: { kind: "one", another: true }, rest: m[1] ?? "target", targeted: m[1] !== undefined };
    if ((m = /^target (.+)$/.exec(words))) return { quantity: { kind: "one", another: false }, rest: m[1]!, targeted: true };
    if ((m = /^(\w+) (other )?target (.+)$/.exec(words))) {
      const n = this.count(m[1]!);
      return n ? { quantity: { kind: "number", n, another: m[2] !== undefined }, rest: m[3]!, targeted: true } : null;
    }
    return null;
  }

  // ---- Writing the French -------------------------------------------------------------------------

  private noun(key: string): { one: string; other: string; gender: Gender } | null {
    const f = record(record(this.fr.noun)[key]);
    const one = text(f.one);
    const other = text(f.other);
    return one && other && (f.gender === "m" || f.gender === "f") ? { one, other, gender: f.gender } : null;
  }

  private adjective(key: string, form: Form): string | null {
    return text(record(record(this.fr.adjective)[key])[form]);
  }

  private word(group: string, key: string): string | null {
    return text(record(this.fr[group])[key]);
  }

  private modifierText(m: Modifier, form: Form): string | null {
    if (m.kind === "noun") {
      const n = this.noun(m.key);
      return n ? `non-${n.one}` : null;
    }
    if (!m.negated) return this.adjective(m.key, form);
    // "nonbasic" is "non-base", not "non-de base".
    const word = this.adjective(m.key, form);
    return word ? `non-${word.replace(/^de /, "")}` : null;
  }

  /** "noire ou verte", "non-artefact et non-noire", "blanches dégagées" (the colour nearest the noun). */
  private modifiersText(groups: readonly (readonly Modifier[])[], form: Form): string | null {
    const or = this.word("phrase", "or");
    const and = this.word("phrase", "and");
    if (!or || !and) return null;
    const colour = (g: readonly Modifier[]): number => (g.every((m) => COLOURS.has(m.key) && !m.negated) ? 0 : 1);
    const sorted = [...groups].sort((a, b) => colour(a) - colour(b));
    let out = "";
    for (const [i, g] of sorted.entries()) {
      const words = g.map((m) => this.modifierText(m, form));
      if (!words.every((w): w is string => w !== null)) return null;
      // Two negations are joined: "non-artefact et non-noire"; other adjectives follow one another.
      const negations = i > 0 && g.every((m) => m.negated) && sorted[i - 1]!.every((m) => m.negated);
      out += `${i === 0 ? "" : negations ? ` ${and} ` : " "}${words.join(` ${or} `)}`;
    }
    return out;
  }

  /** "créature", "créature-artefact", "créature Bête". */
  private compound(keys: readonly string[], plural: boolean): { text: string; gender: Gender } | null {
    const head = this.noun(keys.at(-1)!);
    if (!head) return null;
    let out = plural ? head.other : head.one;
    for (const key of keys.slice(0, -1)) {
      const n = this.noun(key);
      if (!n) return null;
      out += key === "artifact" ? `-${plural ? n.other : n.one}` : ` ${n.one}`;
    }
    return { text: out, gender: head.gender };
  }

  /** "un", "une", "deux", "X". */
  private numberWord(n: string, gender: Gender): string | null {
    const w = record(this.fr.number)[n];
    if (typeof w === "string") return w;
    if (w !== undefined) return text(record(w)[gender]);
    return /^(\d+|X)$/.test(n) ? n : null;
  }

  /**
   * The phrase in French: `targeted` adds "ciblé(e)(s)" after the noun and its adjectives; `enchant` ends it with "à
   * enchanter".
   */
  private render(q: Quantity, np: NounPhrase, targeted: boolean): string | null {
    const d = np.descriptor;
    const plural = d.plural;
    const or = this.word("phrase", "or");
    if (or === null) return null;
    // The number the English noun carries must fit the determiner ("up to one target creature", "two target creatures").
    if (plural !== !(q.kind === "one" || (q.kind === "upTo" && q.n === "1"))) return null;
    const items: { text: string; gender: Gender }[] = [];
    if (d.head) {
      const head = this.noun(d.head);
      if (!head) return null;
      const types = d.alternatives.map((keys) => this.compound(keys, false));
      if (types.some((x) => x === null)) return null;
      const of = types.map((x) => `de ${x!.text}`).join(` ${or} `);
      items.push({ text: elide(`${plural ? head.other : head.one}${of ? ` ${of}` : ""}`), gender: head.gender });
    } else {
      for (const keys of d.alternatives) {
        const c = this.compound(keys, plural);
        if (!c) return null;
        items.push(c);
      }
    }
    if (items.length > 1 && (plural || d.modifiers.length > 0)) return null;
    const gender: Gender = items.some((i) => i.gender === "m") ? "m" : "f";
    const form: Form = plural ? (gender === "m" ? "mp" : "fp") : gender;
    if (d.modifiers.length > 0) {
      const adjectives = this.modifiersText(d.modifiers, form);
      if (!adjectives) return null;
      items[0] = { ...items[0]!, text: `${items[0]!.text} ${adjectives}` };
    }
    // The determiner, on each noun of an "A or B" list.
    const another = "another" in q && q.another;
    const withArticle = (i: { text: string; gender: Gender }, n: string): string | null => {
      const number = this.numberWord(n, i.gender);
      const other = another ? this.adjective("other", n === "1" ? i.gender : i.gender === "m" ? "mp" : "fp") : "";
      return number === null || other === null ? null : [number, other, i.text].filter(Boolean).join(" ");
    };
    const listed = (n: string): string | null => {
      const each = items.map((i) => withArticle(i, n));
      if (each.some((x) => x === null)) return null;
      return each.length === 1 ? each[0]! : `${each.slice(0, -1).join(", ")} ${or} ${each.at(-1)}`;
    };
    const bare = items[0]!.text;
    let core: string | null;
    switch (q.kind) {
      case "one":
        core = listed("1");
        break;
      case "number":
        core = listed(q.n);
        break;
      case "upTo": {
        const what = listed(q.n);
        core = what && fill(this.word("phrase", "upTo"), { what });
        break;
      }
      case "choices": {
        const words = q.ns.map((n) => this.numberWord(n, items[0]!.gender));
        if (items.length > 1 || words.some((w) => w === null)) return null;
        core = `${words.slice(0, -1).join(", ")} ${or} ${words.at(-1)} ${bare}`;
        break;
      }
      case "anyNumber":
        core = fill(this.word("phrase", "anyNumber"), { what: bare });
        break;
      case "thatMany": {
        const many = fill(this.word("phrase", "thatMany"), { what: bare });
        core = many && fill(this.word("phrase", "upTo"), { what: many });
        break;
      }
      case "all":
        core = fill(this.word("phrase", gender === "f" ? "all_f" : "all"), { what: bare });
        break;
      case "plural":
        core = fill(this.word("phrase", "plural"), { what: bare });
        break;
    }
    if (core === null) return null;
    const isTarget = d.head === null && d.alternatives.length === 1 && d.alternatives[0]!.join() === "target";
    const parts = [core];
    if (targeted && !isTarget) {
      const ciblé = this.adjective("targeted", form);
      if (!ciblé) return null;
      parts.push(ciblé);
    }
    const order = { with: 0, controller: 1, zone: 2 } as const;
    for (const s of [...np.suffixes].sort((a, b) => order[a.group] - order[b.group])) {
      const suffix = this.suffixText(s, form);
      if (suffix === null) return null;
      parts.push(suffix);
    }
    return elide(parts.join(" "));
  }

  private suffixText(s: Suffix, form: Form): string | null {
    const template = this.word(s.group, s.key);
    if (s.key === "thatIs") {
      const adjectives = this.modifiersText([s.adjectives ?? []], form);
      return adjectives && fill(template, { adjectives });
    }
    const vars: Record<string, string> = { ...s.vars };
    if (vars.keyword !== undefined) {
      const keyword = this.word("keyword", vars.keyword);
      if (!keyword) return null;
      vars.keyword = keyword;
    }
    if (vars.counter !== undefined) {
      const key = Object.entries(record(this.en.counter)).find(([, w]) => w === vars.counter)?.[0];
      const counter = key ? this.word("counter", key) : null;
      if (!counter) return null;
      vars.counter = counter;
    }
    if (s.key === "attachedToPermanent") {
      const attached = this.adjective("attached", form);
      if (!attached) return null;
      vars.attached = attached;
    }
    return fill(template, vars);
  }

  // ---- Targets --------------------------------------------------------------------------------------

  /**
   * A target requirement's words (TargetRequirement.text) in French: "target creature you control" → "une créature
   * ciblée que vous contrôlez"; "enchant creature" (303.4a: an Aura spell targets what it can enchant) → "une
   * créature à enchanter". Null for a shape or a word the grammar doesn't know. `name` gives a card's name in French.
   */
  target(english: string, name: (english: string) => string = (n) => n): string | null {
    const words = english.trim();
    const plain = this.plainTarget(words);
    if (plain !== null) return plain;
    // 707.10c, 115.7a: the target chosen anew for a copy, or for a spell whose target an effect changes, and the old one.
    const anew = /^(?<what>.+) \((?:the copy's|(?<spell>.+)'s new target), in place of (?<old>.+?)(?:; 115\.7a)?\)$/.exec(words);
    if (anew?.groups) {
      const { what, spell, old } = anew.groups as { what: string; spell?: string; old: string };
      // The old target: a card or a player, or several (a card's name may hold a comma).
      const olds = name(old) !== old ? name(old) : old.split(", ").map(name).join(", ");
      const target = this.target(what, name);
      const template = this.word("phrase", spell === undefined ? "forTheCopy" : "newTargetOf");
      return target && fill(template, { what: target, old: olds, spell: spell === undefined ? "" : name(spell) });
    }
    // 509.1h: "target creature blocking Knight of Dusk".
    const blocking = /^(?<what>target .+) blocking (?<source>.+)$/.exec(words);
    const blocker = blocking?.groups ? this.plainTarget(blocking.groups.what!) : null;
    return blocker && fill(this.word("phrase", "blocking"), { what: blocker, source: name(blocking!.groups!.source!) });
  }

  private plainTarget(words: string): string | null {
    if (words === "any target") return this.word("phrase", "anyTarget");
    const ordinal = /^an? (\w+) target$/.exec(words);
    if (ordinal) {
      const n = Object.entries(record(this.en.ordinal)).find(([, w]) => w === ordinal[1])?.[0];
      const french = n ? this.word("ordinal", n) : null;
      const cible = this.noun("target");
      return french && cible ? `${this.numberWord("1", cible.gender)} ${french} ${cible.one}` : null;
    }
    const enchant = /^enchant (.+)$/.exec(words);
    if (enchant) {
      const np = this.nounPhrase(enchant[1]!);
      const what = np && this.render({ kind: "one", another: false }, np, false);
      return what && fill(this.word("phrase", "toEnchant"), { what });
    }
    const q = this.quantity(words);
    if (!q) return null;
    const np = this.nounPhrase(q.rest);
    if (!np) return null;
    // "target creatures": as many as the card says elsewhere.
    const plain = q.quantity.kind === "one" && !q.quantity.another && np.descriptor.plural;
    return this.render(plain ? { kind: "plural" } : q.quantity, np, q.targeted);
  }

  // ---- Costs ----------------------------------------------------------------------------------------

  /** "a creature", "another creature", "two artifacts", "all creatures you control", "three untapped white creatures you control". */
  private object(words: string): string | null {
    let m: RegExpExecArray | null;
    let q: Quantity;
    let rest: string;
    if ((m = /^an? (.+)$/.exec(words))) [q, rest] = [{ kind: "one", another: false }, m[1]!];
    else if ((m = /^another (.+)$/.exec(words))) [q, rest] = [{ kind: "one", another: true }, m[1]!];
    else if ((m = /^all (.+)$/.exec(words))) [q, rest] = [{ kind: "all" }, m[1]!];
    else if ((m = /^(\w+) (.+)$/.exec(words)) && this.count(m[1]!)) [q, rest] = [{ kind: "number", n: this.count(m[1]!)!, another: false }, m[2]!];
    else return null;
    const np = this.nounPhrase(rest);
    return np && this.render(q, np, false);
  }

  /** "a +1/+1 counter", "2 loyalty counters", "X +1/+1 counters" in French. */
  private counters(words: string): string | null {
    const m = /^(an?|\d+|X) (.+?) counters?$/.exec(words);
    if (!m) return null;
    const key = Object.entries(record(this.en.counter)).find(([, w]) => w === m[2])?.[0];
    const counter = key ? this.word("counter", key) : null;
    if (!counter) return null;
    const one = /^an?$/.test(m[1]!);
    return fill(this.word("cost", one ? "counter_one" : "counter_other"), { n: m[1]!, counter });
  }

  /** The French template of a cost part in a mood. */
  private costTemplate(key: string, mood: Mood): string | null {
    return text(record(record(this.fr.cost)[key])[mood]);
  }

  /**
   * One part of a cost (CostPartOption.text, or a part of a cost's words) in French, as an order ("Sacrifiez une
   * créature", the way a cost reads) or as an infinitive ("sacrifier une créature", after "vous pouvez"). `self` is
   * what "this" names: the card's name, or null for "ce permanent".
   */
  costPart(english: string, mood: Mood, self: string | null = null): string | null {
    const words = english.trim();
    if (/^(\{[^}]+\})+$/.test(words)) return words;
    const thisName = self ?? this.word("phrase", "this");
    if (!thisName) return null;
    for (const { key, pattern, names } of this.costs) {
      const m = pattern.exec(words);
      if (!m) continue;
      const vars: Record<string, string> = { this: thisName, ofThis: elide(`de ${thisName}`) };
      names.forEach((name, i) => {
        vars[name] = m[i + 1]!;
      });
      const [base, number] = key.split("_") as [string, string | undefined];
      if (vars.what !== undefined) {
        const what = this.object(vars.what);
        if (!what) continue;
        vars.what = what;
        vars.ofWhat = elide(`de ${what}`);
      }
      if (vars.counters !== undefined) {
        const counters = this.counters(vars.counters);
        if (!counters) continue;
        vars.counters = counters;
      }
      // The English key says the number ("its owner's" / "their owner's"), else the count does ("1 life", "2 life").
      const plural = number ?? (vars.n === undefined ? undefined : vars.n === "1" ? "one" : "other");
      const french = (plural && this.costTemplate(`${base}_${plural}`, mood)) || this.costTemplate(base, mood);
      const out = fill(french, vars);
      if (out !== null) return elide(out);
    }
    return null;
  }

  /** A cost's words ("{1}, {T}, sacrifice a creature"; "pay 1 life and exile a blue card from your hand") in French. */
  cost(english: string, mood: Mood, self: string | null = null): string | null {
    const parts = english.split(/, (?:and )?| and /);
    // An order is capitalised once, on its first words after the symbols: "{1}, {T}, Sacrifiez une créature, payez …".
    const first = parts.findIndex((p) => !/^(\{[^}]+\})+$/.test(p));
    const french = parts.map((p, i) => {
      const out = this.costPart(p, mood, self);
      return out && i !== first ? out.charAt(0).toLowerCase() + out.slice(1) : out;
    });
    if (french.some((p) => p === null)) return null;
    if (mood === "imperative" || french.length === 1) return french.join(", ");
    const and = this.word("phrase", "and");
    if (and === null) return null;
    return `${french.slice(0, -1).join(", ")} ${and} ${french.at(-1)}`;
  }

  /**
   * One of the costs the chooseCosts prompt offers (601.2b; the engine's CostChoice): "its mana cost", "without paying
   * its mana cost", "flashback {2}{U}", "kicker {4}", "multikicker {2}", "buyback {3}", or an alternative cost in the
   * card's words ("pay 1 life and exile a blue card from your hand"; a granted one ends with its source's name in
   * parentheses, which `name` says in the page's language).
   */
  costChoice(id: string, english: string, name: (english: string) => string = (n) => n): string | null {
    if (id === "mana") return this.word("choice", "mana");
    if (id === "free") return this.word("choice", "free");
    const keyword = /^(flashback|kicker|multikicker|buyback) (.+)$/.exec(english);
    if (keyword) {
      const word = this.word("choice", keyword[1]!);
      const cost = /^(\{[^}]+\})+$/.test(keyword[2]!) ? keyword[2]! : this.cost(keyword[2]!, "imperative");
      if (!word || !cost) return null;
      return /^\{/.test(cost) ? `${word} ${cost}` : `${word} — ${cost}`;
    }
    const source = /^(.+) \(([^)]+)\)$/.exec(english);
    const words = source ? source[1]! : english;
    const french = this.cost(words, "infinitive");
    if (!french) return null;
    return source ? `${french} (${name(source[2]!)})` : french;
  }

  /**
   * What an "unless [player] pays" or a cost to attack asks (118.12a, 508.1h; the payUnless prompt's and the
   * paymentOffered event's `text`): "pay {2}", "pay {2} or Mind Rot is countered", "pay {4} to attack with this creature
   * (Propaganda)". `name` gives a card's name in the page's language.
   */
  payment(english: string, name: (english: string) => string = (n) => n): string | null {
    for (const [key, template] of Object.entries(record(this.en.payment))) {
      if (typeof template !== "string") continue;
      const { source, names } = templatePattern(template, (blank) => (blank === "mana" ? "((?:\\{[^}]+\\})+)" : blank === "n" ? NUMBER : "(.+)"));
      const m = new RegExp(`^${source}$`).exec(english);
      if (!m) continue;
      const vars: Record<string, string> = {};
      names.forEach((blank, i) => {
        vars[blank] = blank === "name" ? name(m[i + 1]!) : m[i + 1]!;
      });
      return fill(this.word("payment", key), vars);
    }
    return null;
  }
}
