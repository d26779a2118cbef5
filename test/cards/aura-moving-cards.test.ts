// Auras put onto the battlefield without being cast (303.4f–g), moved (701.3) and control lasting while enchanted (611.2b).

import { describe, expect, it } from "vitest";
import { controllerOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Academy Researchers", () => {
  it("303.4f: it may put an Aura card from its controller's hand onto the battlefield attached to it — not cast, not targeted", () => {
    const g = duel({ hand: ["Academy Researchers", "Holy Strength", "Forest"], battlefield: ["Island", "Island", "Island"] });
    g.castAndPay("Academy Researchers").passAll().passAll();
    const prompt = g.expectPrompt("chooseObject", "Ana");
    expect(prompt.options).toEqual([g.handCard("Holy Strength")]);
    g.answer({ kind: "choose", object: g.handCard("Holy Strength") });
    expect(g.permanent("Holy Strength").attachedTo).toBe(g.permanent("Academy Researchers").id);
    expect(g.pt("Academy Researchers")).toEqual([3, 4]);
    expect(g.eventsOf("spellCast").map((c) => c.name)).toEqual(["Academy Researchers"]);
  });

  it("303.4g: gone from the battlefield by then, nothing can be put onto it", () => {
    const g = duel(
      { hand: ["Academy Researchers", "Holy Strength"], battlefield: ["Island", "Island", "Island"] },
      { hand: ["Unsummon"], battlefield: ["Island"] },
    );
    g.castAndPay("Academy Researchers").passAll();
    g.pass();
    g.castAndPay("Unsummon", "Academy Researchers").passAll().passAll();
    expect(g.handNames("Ana").sort()).toEqual(["Academy Researchers", "Holy Strength"]);
  });
});

describe("Nomad Mythmaker", () => {
  it("303.4f: an Aura card from any graveyard enters under its controller's control, attached to a creature they choose", () => {
    const g = duel({ battlefield: ["Nomad Mythmaker", "Plains", "Grizzly Bears"] }, { graveyard: ["Holy Strength"] });
    g.activate("Nomad Mythmaker");
    g.answer({ kind: "targets", targets: [{ kind: "object", id: g.state.players[1]!.graveyard[0]!.id }] })
      .autoPay()
      .passAll();
    const prompt = g.expectPrompt("chooseObject", "Ana");
    expect(prompt.options.map((id) => g.nameOfObject(id)).sort()).toEqual(["Grizzly Bears", "Nomad Mythmaker"]);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(controllerOf(g.reader, g.permanent("Holy Strength"))).toBe(0);
    expect(g.permanent("Holy Strength").owner).toBe(1);
    expect(g.pt("Grizzly Bears")).toEqual([3, 4]);
  });
});

describe("Aura Graft", () => {
  it("613.1b, 701.3: its caster gains control of the Aura and moves it to another permanent it can enchant", () => {
    const g = duel(
      { hand: ["Aura Graft"], battlefield: ["Island", "Island", "Island", "Hill Giant", "Forest"] },
      {
        battlefield: [
          { card: "Grizzly Bears", label: "bears" },
          { card: "Holy Strength", attachedTo: "bears" },
        ],
      },
    );
    g.castAndPay("Aura Graft", "Holy Strength").passAll();
    const prompt = g.expectPrompt("chooseObject", "Ana");
    // Creatures only (not the land), and not the one it enchants.
    expect(prompt.options.map((id) => g.nameOfObject(id))).toEqual(["Hill Giant"]);
    g.answer({ kind: "choose", object: g.permanent("Hill Giant").id });
    expect(controllerOf(g.reader, g.permanent("Holy Strength"))).toBe(0);
    expect(g.pt("Hill Giant")).toEqual([4, 5]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("an Aura that isn't attached to a permanent (one enchanting a player) can't be its target", () => {
    const g = duel(
      {
        hand: ["Aura Graft"],
        battlefield: ["Island", "Island", "Island", { card: "Grizzly Bears", label: "bears" }, { card: "Holy Strength", attachedTo: "bears" }],
      },
      { battlefield: [{ card: "Wheel of Sun and Moon", attachedToPlayer: "Ben" }] },
    );
    g.cast("Aura Graft");
    expect(g.targetOptionNames()).toEqual(["Holy Strength"]);
  });
});

describe("Rootwater Matriarch", () => {
  it("611.2b: control of an enchanted creature lasts as long as it is enchanted", () => {
    const g = duel(
      { hand: ["Disenchant"], battlefield: ["Rootwater Matriarch", "Plains", "Plains"] },
      {
        battlefield: [
          { card: "Hill Giant", label: "giant" },
          { card: "Holy Strength", attachedTo: "giant" },
        ],
      },
    );
    g.activate("Rootwater Matriarch").targets("Hill Giant").autoPay().passAll();
    expect(controllerOf(g.reader, g.permanent("Hill Giant"))).toBe(0);
    g.castAndPay("Disenchant", "Holy Strength").passAll();
    expect(controllerOf(g.reader, g.permanent("Hill Giant"))).toBe(1);
  });

  it("611.2b: an unenchanted creature isn't taken at all", () => {
    const g = duel({ battlefield: ["Rootwater Matriarch"] }, { battlefield: ["Hill Giant"] });
    g.activate("Rootwater Matriarch").targets("Hill Giant").autoPay().passAll();
    expect(controllerOf(g.reader, g.permanent("Hill Giant"))).toBe(1);
  });
});
