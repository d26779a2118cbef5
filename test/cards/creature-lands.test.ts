// Lands that become creatures until end of turn: Faerie Conclave, Forbidding Watchtower, Ghitu Encampment, Treetop
// Village and Spawning Pool. The effect adds the creature type and subtype (205.1b: still a land), sets the color
// (613.1e) and power and toughness (613.4b), and grants keywords or an ability (613.1f), all until end of turn.

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

function chars(g: ReturnType<typeof duel>, name: string) {
  return characteristics(g.reader, g.permanent(name));
}

describe("Faerie Conclave", () => {
  it("614.1d: enters tapped", () => {
    const g = duel({ hand: ["Faerie Conclave"] });
    g.playLand("Faerie Conclave");
    expect(g.permanent("Faerie Conclave").tapped).toBe(true);
  });

  it("613.1e, 613.1f: becomes a 2/1 blue Faerie creature with flying that is still a land, until end of turn", () => {
    const g = duel({ battlefield: ["Island", "Island", "Faerie Conclave"] });
    g.activate("Faerie Conclave", "p2").autoPay().passAll();
    expect(chars(g, "Faerie Conclave")).toMatchObject({ types: ["Land", "Creature"], subtypes: ["Faerie"], colors: ["U"] });
    expect(g.pt("Faerie Conclave")).toEqual([2, 1]);
    expect(keywordsOf(g.reader, g.permanent("Faerie Conclave"))).toContain("Flying");
    g.passUntil("upkeep", 4);
    expect(chars(g, "Faerie Conclave")).toMatchObject({ types: ["Land"], subtypes: [], colors: [] });
  });
});

describe("Forbidding Watchtower", () => {
  it("becomes a 1/5 white Soldier creature that can block", () => {
    const g = duel({ battlefield: ["Plains", "Plains", "Forbidding Watchtower"] }, { battlefield: ["Hill Giant"] }, { turn: 4, activePlayer: 1 });
    g.passUntilPrompt("declareAttackers").answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Hill Giant").id, defender: 0 }] });
    g.pass();
    g.activate("Forbidding Watchtower", "p2").autoPay().passAll();
    expect(chars(g, "Forbidding Watchtower")).toMatchObject({ types: ["Land", "Creature"], subtypes: ["Soldier"], colors: ["W"] });
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Forbidding Watchtower").id, attacker: g.permanent("Hill Giant").id }] });
    g.passUntil("end");
    expect(g.permanent("Forbidding Watchtower").damage).toBe(3);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Ghitu Encampment", () => {
  it("becomes a 2/1 red Warrior with first strike", () => {
    const g = duel({ battlefield: ["Mountain", "Mountain", "Ghitu Encampment"] });
    g.activate("Ghitu Encampment", "p2").autoPay().passAll();
    expect(chars(g, "Ghitu Encampment")).toMatchObject({ subtypes: ["Warrior"], colors: ["R"] });
    expect(keywordsOf(g.reader, g.permanent("Ghitu Encampment"))).toContain("First strike");
    expect(g.pt("Ghitu Encampment")).toEqual([2, 1]);
  });
});

describe("Treetop Village", () => {
  it("302.6: animated, it attacks as a 3/3 green Ape with trample", () => {
    const g = duel({ battlefield: ["Forest", "Forest", "Treetop Village"] });
    g.activate("Treetop Village", "p2").autoPay().passAll();
    expect(keywordsOf(g.reader, g.permanent("Treetop Village"))).toContain("Trample");
    g.passUntilPrompt("declareAttackers").answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Treetop Village").id, defender: 1 }] });
    g.passUntil("end");
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Spawning Pool", () => {
  it("613.1f: the Skeleton has '{B}: Regenerate this creature' until end of turn", () => {
    const g = duel({ battlefield: ["Swamp", "Swamp", "Swamp", "Spawning Pool"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.activate("Spawning Pool", "p2").autoPay().passAll();
    expect(chars(g, "Spawning Pool")).toMatchObject({ types: ["Land", "Creature"], subtypes: ["Skeleton"], colors: ["B"] });
    const granted = chars(g, "Spawning Pool").abilities.find((k) => k.ability.text === "{B}: Regenerate this creature.");
    expect(granted?.key).toMatch(/^g/);
    g.activate("Spawning Pool", granted!.key).autoPay().passAll();
    g.pass();
    g.castAndPay("Lightning Bolt", "Spawning Pool").passAll();
    expect(g.permanent("Spawning Pool").tapped).toBe(true);
    expect(g.eventsOf("regenerated")).toHaveLength(1);
    g.passUntil("upkeep", 4);
    expect(chars(g, "Spawning Pool").abilities.some((k) => k.ability.text === "{B}: Regenerate this creature.")).toBe(false);
  });
});
