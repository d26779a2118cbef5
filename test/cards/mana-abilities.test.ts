// Mana abilities and mana spells (605): Llanowar Elves, Birds of Paradise, Lotus Petal and Dark Ritual.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { manaPool, manaAmounts, mana, hasAction } from "../support/casting.ts";

describe("Llanowar Elves", () => {
  it("302.6: it can't tap for mana the turn it comes under Ana's control, but can from her next turn", () => {
    const g = duel({ hand: ["Llanowar Elves"], battlefield: ["Forest"] });
    g.castAndPay("Llanowar Elves").passAll();
    const elves = g.permanent("Llanowar Elves").id;
    expect(hasAction(g, "activateMana", elves)).toBe(false);
    expect(g.refuseAnswer({ kind: "activateMana", source: elves, ability: 0 }).rule).toBe("605.3a");
    g.passUntil("precombatMain", 5);
    expect(hasAction(g, "activateMana", elves)).toBe(true);
    g.tapForMana("Llanowar Elves");
    expect(manaPool(g, "Ana")).toEqual(manaAmounts({ G: 1 }));
    expect(g.permanent("Llanowar Elves").tapped).toBe(true);
  });

  it("605.3b: its {T}: Add {G} is a mana ability — it doesn't use the stack and pays for a spell being cast", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Llanowar Elves", "Forest"] });
    g.cast("Grizzly Bears");
    expect(
      g
        .expectPrompt("payCosts")
        .manaAbilities.map((m) => g.nameOfObject(m.source))
        .sort(),
    ).toEqual(["Forest", "Llanowar Elves"]);
    g.tapForMana("Llanowar Elves").tapForMana("Forest").pay();
    expect(g.eventsOf("stackPushed").map((e) => e.name)).toEqual(["Grizzly Bears"]);
    g.passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });
});

describe("Birds of Paradise", () => {
  it("106.1a, 605.3a: it taps for one mana of any color the player chooses — but not colorless, and the color must be named", () => {
    const g = duel({ battlefield: ["Birds of Paradise"] });
    const birds = g.permanent("Birds of Paradise").id;
    const action = g.expectPrompt("priority").actions.find((a) => a.kind === "activateMana" && a.source === birds);
    expect(action).toMatchObject({ choices: ["W", "U", "B", "R", "G"], amount: 1 });
    expect(g.refuseAnswer({ kind: "activateMana", source: birds, ability: 0, mana: "C" }).rule).toBe("605.3a");
    expect(g.refuseAnswer({ kind: "activateMana", source: birds, ability: 0 }).rule).toBe("605.3a");
    g.tapForMana("Birds of Paradise", "U");
    expect(manaPool(g, "Ana")).toEqual(manaAmounts({ U: 1 }));
  });

  it("106.1a: two Birds make {U}{U} for Counterspell", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Counterspell"], battlefield: ["Birds of Paradise", "Birds of Paradise"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Counterspell").targets("Lightning Bolt");
    g.tapForMana("Birds of Paradise", "U").tapForMana("Birds of Paradise", "U").pay();
    g.passAll();
    expect(g.life("Ben")).toBe(20);
  });

  it("302.6: a Birds of Paradise that just arrived can't tap for mana", () => {
    const g = duel({ battlefield: [{ card: "Birds of Paradise", sick: true }] });
    expect(hasAction(g, "activateMana", g.permanent("Birds of Paradise").id)).toBe(false);
  });
});

describe("Lotus Petal", () => {
  it("118.5: its {0} cost isn't paid automatically — the payment must be acknowledged before it is cast", () => {
    const g = duel({ hand: ["Lotus Petal"] });
    g.cast("Lotus Petal");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual({ ...mana({}), generic: 0 });
    expect(pay.canPay).toBe(true);
    expect(g.state.stack[0]).toMatchObject({ card: "Lotus Petal", cast: false });
    g.pay();
    expect(g.state.stack[0]).toMatchObject({ card: "Lotus Petal", cast: true });
    g.passAll();
    expect(g.permanents("Lotus Petal")).toHaveLength(1);
  });

  it("605.3b, 118.3: tapping and sacrificing it adds one mana of any color; it is an artifact, so it works the turn it arrives", () => {
    const g = duel({ hand: ["Lotus Petal", "Lightning Bolt"] });
    g.castAndPay("Lotus Petal").passAll();
    const petal = g.permanent("Lotus Petal").id;
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "activateMana" && a.source === petal)).toMatchObject({
      choices: ["W", "U", "B", "R", "G"],
    });
    g.cast("Lightning Bolt").targets("Ben");
    g.tapForMana("Lotus Petal", "R");
    expect(g.permanents("Lotus Petal")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Lotus Petal"]);
    g.pay().passAll();
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Dark Ritual", () => {
  it("605.5b, 106.3: Dark Ritual is a spell, not a mana ability — it uses the stack and its {B}{B}{B} arrives on resolution", () => {
    const g = duel({ hand: ["Dark Ritual"], battlefield: ["Swamp"] });
    g.castAndPay("Dark Ritual");
    expect(g.stackNames()).toEqual(["Dark Ritual"]);
    expect(manaPool(g, "Ana")).toEqual(manaAmounts({}));
    // The opponent may respond before the mana arrives.
    g.pass();
    g.expectPrompt("priority", "Ben");
    g.pass();
    expect(manaPool(g, "Ana")).toEqual(manaAmounts({ B: 3 }));
    expect(g.eventsOf("manaAdded").at(-1)).toMatchObject({ name: "Dark Ritual", mana: manaAmounts({ B: 3 }) });
    expect(g.graveyardNames("Ana")).toEqual(["Dark Ritual"]);
  });

  it("605.5b, 701.6a: countered, it adds no mana", () => {
    const g = duel({ hand: ["Dark Ritual"], battlefield: ["Swamp"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.castAndPay("Dark Ritual").pass();
    g.castAndPay("Counterspell", "Dark Ritual").passAll();
    expect(manaPool(g, "Ana")).toEqual(manaAmounts({}));
    expect(g.graveyardNames("Ana")).toEqual(["Dark Ritual"]);
  });
});
