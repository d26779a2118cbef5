// Cards of Magic 2014, Magic 2015 and Magic Origins made of existing abilities: granted abilities (Thorncaster Sliver,
// Manaweft Sliver, Caustic Tar, Burning Anger), an Aura's upkeep trigger (Stab Wound), "you may pay" (Spirit Bonds),
// enters triggers (Patron of the Valiant, Reclusive Artificer, Bounding Krasis) and spells (Cruel Revival, Aerial Volley).

import { describe, expect, it } from "vitest";
import { characteristics } from "../../server/engine/layers/characteristics.ts";
import { attack } from "../support/combat.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const lands = (land: string, n: number): string[] => Array.from({ length: n }, () => land);

/** The key of the (first) non-mana activated ability a permanent has now, printed or granted. */
function activatedKey(g: Scenario, name: string): string {
  return characteristics(g.reader, g.permanent(name)).abilities.find((k) => k.ability.kind === "activated")!.key;
}

describe("Thorncaster Sliver", () => {
  it("613.1f: Slivers you control have 'whenever this creature attacks, it deals 1 damage to any target'", () => {
    const g = duel({ battlefield: ["Thorncaster Sliver"] }, { battlefield: ["Thorncaster Sliver"] });
    attack(g, "Thorncaster Sliver");
    g.targets("Ben").passAll();
    expect(g.life("Ben")).toBe(19);
  });
});

describe("Manaweft Sliver", () => {
  it("613.1f: Slivers you control have '{T}: Add one mana of any color'", () => {
    const g = duel({ battlefield: ["Manaweft Sliver"] });
    g.tapForMana("Manaweft Sliver", "R");
    expect(g.log().at(-1)).toContain("{R}");
  });
});

describe("Stab Wound", () => {
  it("603.2: -2/-2, and the enchanted creature's controller loses 2 life at the beginning of their upkeep only", () => {
    const g = duel({ hand: ["Stab Wound"], battlefield: lands("Swamp", 3) }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Stab Wound", "Hill Giant").passAll();
    expect(g.pt("Hill Giant")).toEqual([1, 1]);
    g.passUntil("upkeep");
    g.passAll();
    expect(g.life("Ben")).toBe(18);
    g.passUntil("upkeep");
    g.passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Caustic Tar", () => {
  it("613.1f: the enchanted land has '{T}: Target player loses 3 life'", () => {
    const g = duel({ hand: ["Caustic Tar"], battlefield: [...lands("Swamp", 6), "Forest"] });
    g.castAndPay("Caustic Tar", "Forest").passAll();
    g.activate("Forest", activatedKey(g, "Forest")).targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Burning Anger", () => {
  it("613.1f: the enchanted creature has '{T}: deals damage equal to its power to any target'", () => {
    const g = duel({ hand: ["Burning Anger"], battlefield: [...lands("Mountain", 5), "Hill Giant"] });
    g.castAndPay("Burning Anger", "Hill Giant").passAll();
    g.activate("Hill Giant", activatedKey(g, "Hill Giant")).targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Spirit Bonds", () => {
  it("118.12: a nontoken creature entering lets you pay {W} for a 1/1 flying Spirit", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Spirit Bonds", "Forest", "Forest", "Plains"] });
    g.castAndPay("Grizzly Bears").passAll();
    g.passAll();
    g.expectPrompt("payUnless", "Ana");
    g.tapForMana("Plains");
    g.answer({ kind: "pay" });
    expect(g.permanents("Spirit Token")).toHaveLength(1);
  });

  it("sacrificing a Spirit gives a non-Spirit creature indestructible", () => {
    const g = duel({ battlefield: ["Spirit Bonds", "Plains", "Plains", "Spirit Token", "Grizzly Bears"] });
    g.activate("Spirit Bonds", "p1");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears");
    g.tapForMana("Plains").tapForMana("Plains").payPart("sacrifice a Spirit", "Spirit Token").pay();
    g.passAll();
    expect(g.permanents("Spirit Token")).toHaveLength(0);
    expect(g.log().join("\n")).toContain("indestructible");
  });
});

describe("Cruel Revival", () => {
  it("701.19c: destroys a non-Zombie creature that can't be regenerated, and returns up to one Zombie card", () => {
    const g = duel(
      { hand: ["Cruel Revival"], battlefield: lands("Swamp", 5), graveyard: ["Walking Corpse", "Hill Giant"] },
      { battlefield: ["Hill Giant", "Walking Corpse"] },
    );
    g.cast("Cruel Revival");
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.targets("Hill Giant");
    const p = g.expectPrompt("chooseTargets");
    expect(p.options.map((t) => (t.kind === "object" ? g.nameOfObject(t.id) : t.id))).toEqual(["Walking Corpse"]);
    g.answer({ kind: "targets", targets: p.options }).autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.handNames("Ana")).toEqual(["Walking Corpse"]);
  });
});

describe("Patron of the Valiant", () => {
  it("a +1/+1 counter on each creature you control that has one", () => {
    const g = duel(
      { hand: ["Patron of the Valiant"], battlefield: [...lands("Plains", 5), { card: "Grizzly Bears", counters: { "+1/+1": 1 } }, "Hill Giant"] },
      { battlefield: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }] },
    );
    g.castAndPay("Patron of the Valiant").passAll();
    g.passAll();
    expect(g.permanent("Grizzly Bears", "Ana").counters).toEqual({ "+1/+1": 2 });
    expect(g.permanent("Hill Giant").counters).toEqual({});
    expect(g.permanent("Grizzly Bears", "Ben").counters).toEqual({ "+1/+1": 1 });
  });
});

describe("Reclusive Artificer", () => {
  it("you may have it deal damage to target creature equal to the number of artifacts you control", () => {
    const g = duel(
      { hand: ["Reclusive Artificer"], battlefield: [...lands("Mountain", 3), "Island", "Sol Ring", "Ornithopter"] },
      { battlefield: ["Grizzly Bears", "Sol Ring"] },
    );
    g.castAndPay("Reclusive Artificer").passAll();
    g.targets("Grizzly Bears").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});

describe("Bounding Krasis", () => {
  it("701.26: you may tap or untap target creature", () => {
    const g = duel({ hand: ["Bounding Krasis"], battlefield: ["Forest", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Bounding Krasis").passAll();
    g.targets("Hill Giant").passAll();
    expect(g.expectPrompt("chooseOption").options).toEqual(["tap", "untap", "neither"]);
    g.answer({ kind: "option", option: "tap" });
    expect(g.permanent("Hill Giant").tapped).toBe(true);
  });
});

describe("Aerial Volley", () => {
  it("601.2d: 3 damage divided among one to three target creatures with flying", () => {
    const g = duel({ hand: ["Aerial Volley"], battlefield: ["Forest"] }, { battlefield: ["Wind Drake", "Ornithopter", "Grizzly Bears"] });
    g.cast("Aerial Volley");
    expect(g.targetOptionNames().sort()).toEqual(["Ornithopter", "Wind Drake"]);
    g.targets("Wind Drake", "Ornithopter").divide(2, 1).autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Wind Drake"]);
    expect(g.permanent("Ornithopter").damage).toBe(1);
  });
});
