// The generic trial of every card of the pool (server/sim/card-trial.ts): each way of casting or playing it is
// tried in a sandbox made for it — cast, resolved, its activated abilities activated, a round of turns played —
// and the game's invariants hold after every input.

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Engine, GameState } from "../../server/engine/index.ts";
import { engine } from "../../server/game.ts";
import { cardTrialVariants, describeVariant, runCardTrial, type CardTrialReport, type CardTrialVariant } from "../../server/sim/card-trial.ts";

/** Ways of casting a card that no generic sandbox gives, each with the reason. The card's own test covers it. */
const NOT_IN_A_SANDBOX: Readonly<Record<string, string>> = {
  Evermind: "it has no mana cost, so it can't be cast for it (118.6); it is spliced onto Arcane spells, which its splice trial does",
};

/** Printed activated abilities that none of a card's trials can activate, by card and key, each with the reason. */
const ATTACKING_TARGET = "it targets an attacking creature, and the trial activates abilities outside combat";
const NEVER_ACTIVATED: Readonly<Record<string, string>> = {
  "Anointer of Champions p0": ATTACKING_TARGET,
  "Infantry Veteran p0": ATTACKING_TARGET,
  "Spiketail Hatchling p0": "it targets a spell, and the trial activates abilities with nothing on the stack",
  "Lord of the Undead p1": "it targets a Zombie card in its controller's graveyard, and the trial's graveyards hold none (its own test activates it)",
  "Caged Zombie p0": "only once a creature died this turn (602.5b), and none dies in the trial",
  "Niambi, Esteemed Speaker p1": "its cost discards a legendary card, and the trial's hand has none",
  "Speaker of the Heavens p0": "only with 7 life more than the starting life total (602.5b), which the trial's player hasn't",
};

const variants = cardTrialVariants(engine.cards);
const reports = new Map<CardTrialVariant, CardTrialReport>();
const trial = (v: CardTrialVariant): CardTrialReport => {
  let r = reports.get(v);
  if (!r) reports.set(v, (r = runCardTrial(engine, v)));
  return r;
};

describe("every card passes the generic trial", () => {
  for (const v of variants) {
    const name = describeVariant(v);
    const excused = NOT_IN_A_SANDBOX[name];
    if (excused)
      it(`${name}: not tried, because ${excused}`, () => {
        // Still refused: the exception is still needed.
        expect(trial(v).failure?.step).toBe("cast");
      });
    else
      it(name, () => {
        const r = trial(v);
        expect(r.failure).toBeNull();
        if (v.way.kind !== "in play") expect(r.played).toBe(true);
        if (!v.land && v.way.kind !== "in play") expect(r.resolved).toBe(true);
      });
  }

  it("every printed activated ability of every card is activated in one of its trials", () => {
    const activated = new Set<string>();
    const all = new Map<string, string>();
    for (const v of variants)
      for (const a of trial(v).abilities) {
        all.set(`${v.card} ${a.key}`, a.text);
        if (a.outcome === "resolved" || a.outcome === "added mana" || a.outcome === "activated") activated.add(`${v.card} ${a.key}`);
      }
    const never = [...all].filter(([k]) => !activated.has(k) && !(k in NEVER_ACTIVATED)).map(([k, text]) => `${k}: ${text}`);
    expect(never).toEqual([]);
    // Each exception is still needed.
    expect(Object.keys(NEVER_ACTIVATED).filter((k) => activated.has(k))).toEqual([]);
  });

  it("each card not tried in a sandbox has a test of its own", () => {
    const dir = new URL(".", import.meta.url);
    const text = readdirSync(dir)
      .filter((f) => f.endsWith(".test.ts") && f !== "every-card-generic.test.ts" && f !== "every-card-tested.test.ts")
      .map((f) => readFileSync(new URL(f, dir), "utf8"))
      .join("\n");
    const excused = variants.filter((v) => describeVariant(v) in NOT_IN_A_SANDBOX).map((v) => v.card);
    expect(excused.length).toBe(Object.keys(NOT_IN_A_SANDBOX).length);
    expect(excused.filter((name) => !text.includes(`"${name}"`))).toEqual([]);
  });
});

/** The engine, with every state it gives passed through `change`. */
function tampered(change: (state: GameState) => GameState): Engine {
  return {
    ...engine,
    newSandboxGame(setup) {
      const r = engine.newSandboxGame(setup);
      return r.ok ? { ...r, state: change(r.state) } : r;
    },
    apply(state, input) {
      const r = engine.apply(state, input);
      return r.ok ? { ...r, state: change(r.state) } : r;
    },
  };
}

describe("the generic trial", () => {
  const bolt = variants.find((v) => v.card === "Lightning Bolt")!;
  const bears = variants.find((v) => v.card === "Grizzly Bears")!;

  it("reports what it did: cast, resolved, and each ability with its outcome", () => {
    const r = runCardTrial(engine, variants.find((v) => v.card === "Prodigal Sorcerer")!);
    expect(r).toMatchObject({ played: true, resolved: true, failure: null });
    expect(r.abilities).toEqual([{ key: "p0", text: "{T}: Prodigal Sorcerer deals 1 damage to any target.", outcome: "resolved" }]);
  });

  it("fails a card the game offers no way to cast, naming the step", () => {
    const noCasting = tampered((s) =>
      s.prompt?.kind === "priority" ? { ...s, prompt: { ...s.prompt, actions: s.prompt.actions.filter((a) => a.kind !== "cast") } } : s,
    );
    expect(runCardTrial(noCasting, bears).failure).toMatchObject({ step: "cast", reason: expect.stringContaining("offers no way to cast it") });
  });

  it("fails when an invariant breaks: a card that vanishes from its owner's graveyard", () => {
    const losing = tampered((s) => ({
      ...s,
      players: s.players.map((p, i) => (i === 0 && p.graveyard.some((c) => c.card === "Lightning Bolt") ? { ...p, graveyard: p.graveyard.slice(1) } : p)),
    }));
    const r = runCardTrial(losing, bolt);
    expect(r.failure?.reason).toMatch(/^invariant violated: Ana owns \d+ cards in zones but brought \d+/);
  });

  it("fails when the engine throws, with where it threw", () => {
    const throwing: Engine = {
      ...engine,
      apply(state, input) {
        if (state.stack.some((o) => o.kind === "spell" && o.cast)) throw new Error("broken resolution");
        return engine.apply(state, input);
      },
    };
    expect(runCardTrial(throwing, bolt).failure).toMatchObject({ step: "resolve", reason: expect.stringContaining("the engine threw at a priority prompt") });
  });
});
