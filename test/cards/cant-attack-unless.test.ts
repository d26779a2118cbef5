// "[This] can't attack unless …" (508.1c), checked as attackers are declared: Harbor Serpent (Islands on the
// battlefield), Serpent of the Endless Sea (the defending player controls an Island, so in a game of three it may
// attack one opponent and not the other) and Bloodcrazed Goblin (an opponent was dealt damage this turn).

import { describe, expect, it } from "vitest";
import { duel, trio, type Scenario } from "../support/scenario.ts";

/** The creature's option to attack, or undefined when it has none (with no creature able to attack, there is no prompt, 508.1). */
function attackOption(g: Scenario, name: string) {
  while (g.prompt.kind === "priority" && g.step !== "postcombatMain") g.pass();
  if (g.prompt.kind !== "declareAttackers") return undefined;
  return g.prompt.options.find((o) => g.nameOfObject(o.attacker) === name);
}

describe("Harbor Serpent", () => {
  it("508.1c: it can attack only with five or more Islands on the battlefield, whoever controls them", () => {
    expect(
      attackOption(duel({ battlefield: ["Harbor Serpent", "Island", "Island"] }, { battlefield: ["Island", "Island"] }), "Harbor Serpent"),
    ).toBeUndefined();
    expect(
      attackOption(duel({ battlefield: ["Harbor Serpent", "Island", "Island"] }, { battlefield: ["Island", "Island", "Island"] }), "Harbor Serpent"),
    ).toBeDefined();
  });
});

describe("Serpent of the Endless Sea", () => {
  it("604.3: its power and toughness are the number of Islands its controller controls", () => {
    const g = duel({ battlefield: ["Serpent of the Endless Sea", "Island", "Island", "Island"] }, { battlefield: ["Island"] });
    expect(g.pt("Serpent of the Endless Sea")).toEqual([3, 3]);
  });

  it("508.1c: it may attack only a defending player who controls an Island", () => {
    const g = trio({ battlefield: ["Serpent of the Endless Sea", "Island"] }, { battlefield: ["Island"] }, { battlefield: ["Forest"] });
    expect(attackOption(g, "Serpent of the Endless Sea")?.defenders).toEqual([g.playerId("Ben")]);
    const serpent = g.permanent("Serpent of the Endless Sea").id;
    expect(g.refuseAnswer({ kind: "attackers", attacks: [{ attacker: serpent, defender: g.playerId("Cid") }] }).rule).toBe("508.1b");
    g.answer({ kind: "attackers", attacks: [{ attacker: serpent, defender: g.playerId("Ben") }] });
  });
});

describe("Bloodcrazed Goblin", () => {
  it("508.1c: it can attack only once an opponent has been dealt damage this turn", () => {
    expect(attackOption(duel({ battlefield: ["Bloodcrazed Goblin"] }), "Bloodcrazed Goblin")).toBeUndefined();
    const g = duel({ hand: ["Shock"], battlefield: ["Bloodcrazed Goblin", "Mountain"] });
    g.castAndPay("Shock", "Ben").passAll();
    expect(attackOption(g, "Bloodcrazed Goblin")).toBeDefined();
  });
});
