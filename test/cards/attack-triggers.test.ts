// "Whenever [this] attacks" (508.3a) and "Whenever [this] enters the battlefield or attacks" (603.2: one ability, two
// trigger events): Bramble Creeper, Sun Titan and Frost Titan (with its "counter unless its controller pays {2}").

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

const yes = { kind: "option", option: "yes" } as const;

/** Targets a card in Ana's graveyard by name. */
function targetInGraveyard(g: Scenario, name: string): void {
  const card = g.state.players[0]!.graveyard.find((c) => c.card === name)!;
  g.answer({ kind: "targets", targets: [{ kind: "object", id: card.id }] });
}

function attackWith(g: Scenario, name: string): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(name, "Ana").id, defender: 1 }] });
}

describe("Bramble Creeper", () => {
  it("508.3a: whenever it attacks, it gets +5/+0 until end of turn", () => {
    const g = duel({ battlefield: ["Bramble Creeper"] });
    attackWith(g, "Bramble Creeper");
    expect(g.stackLabels()).toEqual(["Bramble Creeper (Ana)"]);
    g.passAll();
    expect(g.pt("Bramble Creeper")).toEqual([5, 3]);
    g.passUntil("end");
    expect(g.life("Ben")).toBe(15);
  });
});

describe("Sun Titan", () => {
  it("603.2: as it enters, and again as it attacks, it may return a permanent card with mana value 3 or less", () => {
    const g = duel(
      {
        hand: ["Sun Titan"],
        graveyard: ["Grizzly Bears", "Savannah Lions", "Serra Angel"],
        battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"],
      },
      {},
      { turn: 3 },
    );
    g.castAndPay("Sun Titan").passAll();
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears", "Savannah Lions"]);
    targetInGraveyard(g, "Grizzly Bears");
    g.passAll();
    g.answer(yes);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    g.passUntil("upkeep", 5);
    attackWith(g, "Sun Titan");
    targetInGraveyard(g, "Savannah Lions");
    g.passAll();
    g.answer(yes);
    expect(g.permanents("Savannah Lions")).toHaveLength(1);
    expect(g.permanent("Sun Titan").tapped).toBe(false);
  });
});

describe("Frost Titan", () => {
  it("603.2: entering, it taps target permanent, which doesn't untap during its controller's next untap step", () => {
    const g = duel({ hand: ["Frost Titan"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Frost Titan").passAll();
    g.targets("Hill Giant").passAll();
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    g.passUntil("upkeep", 4);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
  });

  it("a spell an opponent controls targeting it is countered unless its controller pays {2}", () => {
    const g = duel({ battlefield: ["Frost Titan"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Frost Titan");
    expect(g.stackLabels()).toEqual(["Lightning Bolt (Ben)", "Frost Titan (Ana)"]);
    g.passAll();
    // Ben has no mana left: he can't pay, and Lightning Bolt is countered.
    if (g.prompt.kind === "payUnless") g.answer({ kind: "decline" });
    expect(g.graveyardNames("Ben")).toEqual(["Lightning Bolt"]);
    expect(g.state.stack).toEqual([]);
    expect(g.permanent("Frost Titan").damage).toBe(0);
  });
});
