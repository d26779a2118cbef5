// Compiled cards that create tokens the text describes (111.4), lords (613.4c, 613.1f), and "gets +1/+1 for each" (613.4c).

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { validateDeck } from "../../server/engine/setup/setup.ts";
import { cardRegistry } from "../../server/cards/index.ts";
import { duel } from "../support/scenario.ts";

// The compiled description of a 1/1 red Goblin is the hand-written Goblin Token (Krenko, Mob Boss's).
const GOBLIN = "Goblin Token";

describe("Siege-Gang Commander", () => {
  it("111.4: creates three 1/1 red Goblin creature tokens named Goblin Token; 118.3: a Goblin is sacrificed to pay for its ability", () => {
    const g = duel({ hand: ["Siege-Gang Commander"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] });
    g.castAndPay("Siege-Gang Commander").passAll();
    g.passAll();
    const tokens = g.permanents(GOBLIN);
    expect(tokens).toHaveLength(3);
    const chars = characteristics(g.reader, tokens[0]!);
    expect([chars.name, chars.colors, chars.types, chars.subtypes, chars.power, chars.toughness]).toEqual([
      "Goblin Token",
      ["R"],
      ["Creature"],
      ["Goblin"],
      1,
      1,
    ]);
    g.activate("Siege-Gang Commander", 1);
    g.targets("Ben");
    g.tapForMana("Mountain").tapForMana("Mountain");
    g.payPart("sacrifice a Goblin", GOBLIN).pay();
    g.passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.permanents(GOBLIN)).toHaveLength(2);
  });
});

describe("The Hive", () => {
  it("111.4: its token is a 1/1 colorless Insect artifact creature named Wasp, with flying", () => {
    const g = duel({ battlefield: ["The Hive", "Island", "Island", "Island", "Island", "Island"] });
    g.activate("The Hive").autoPay().passAll();
    const wasp = g.permanent("1/1 colorless Insect artifact creature token with flying named Wasp");
    const chars = characteristics(g.reader, wasp);
    expect([chars.name, chars.colors, chars.types, chars.subtypes]).toEqual(["Wasp", [], ["Artifact", "Creature"], ["Insect"]]);
    expect(keywordsOf(g.reader, wasp)).toEqual(["Flying"]);
  });
});

describe("Verdant Force", () => {
  it("503.1a: at the beginning of each upkeep, the opponent's too, it creates the Saproling token written by hand", () => {
    const g = duel({ battlefield: ["Verdant Force"] });
    g.passUntil("upkeep", 4);
    expect(g.stackNames()).toEqual(["Verdant Force"]);
    g.passAll();
    expect(g.permanents("Saproling Token", "Ana")).toHaveLength(1);
  });
});

describe("lords", () => {
  it("613.4c, 613.1f: Goblin King gives other Goblins +1/+1 and mountainwalk, not itself", () => {
    const g = duel({ battlefield: ["Goblin King", "Goblin Piker", "Grizzly Bears"] });
    expect(g.pt("Goblin Piker")).toEqual([3, 2]);
    expect(keywordsOf(g.reader, g.permanent("Goblin Piker"))).toContain("Mountainwalk");
    expect(g.pt("Goblin King")).toEqual([2, 2]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("Lord of the Undead returns a target Zombie card from its controller's graveyard", () => {
    const g = duel({ battlefield: ["Lord of the Undead", "Swamp", "Swamp"], graveyard: ["Walking Corpse", "Grizzly Bears"] });
    g.activate("Lord of the Undead", 1);
    expect(g.expectPrompt("chooseTargets").options).toHaveLength(1);
    g.answer({ kind: "targets", targets: [{ kind: "object", id: g.state.players[0]!.graveyard[0]!.id }] });
    g.autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Walking Corpse"]);
  });
});

describe("gets +1/+1 for each", () => {
  it("613.4c: Yavimaya Enchantress counts every enchantment on the battlefield", () => {
    const g = duel({ battlefield: ["Yavimaya Enchantress", "Glorious Anthem"] }, { battlefield: ["Crusade"] });
    // +2/+2 for the two enchantments, +1/+1 from Glorious Anthem.
    expect(g.pt("Yavimaya Enchantress")).toEqual([5, 5]);
  });

  it("Relentless Rats counts the other Rats named so; 100.2a: a deck may hold any number of them", () => {
    const g = duel({ battlefield: ["Relentless Rats", "Relentless Rats", "Relentless Rats"] });
    expect(g.pt("Relentless Rats")).toEqual([4, 4]);
    const deck = (name: string) => [
      { name, count: 20 },
      { name: "Swamp", count: 40 },
    ];
    expect(validateDeck(cardRegistry, deck("Relentless Rats"), "constructed")).toBeNull();
    expect(validateDeck(cardRegistry, deck("Grizzly Bears"), "constructed")).not.toBeNull();
  });

  it("Blanchwood Armor counts the Forests its controller controls", () => {
    const g = duel({ hand: ["Blanchwood Armor"], battlefield: ["Forest", "Forest", "Forest", "Grizzly Bears"] }, { battlefield: ["Forest"] });
    g.castAndPay("Blanchwood Armor", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([5, 5]);
  });

  it("604.3: Mortivore's power and toughness are the creature cards in all graveyards", () => {
    const g = duel({ battlefield: ["Mortivore"], graveyard: ["Grizzly Bears", "Lightning Bolt"] }, { graveyard: ["Hill Giant"] });
    expect(g.pt("Mortivore")).toEqual([2, 2]);
  });
});

describe("Sliver lords", () => {
  it("613.4c: Sliver creatures you control, this one included, get +1/+1; an opponent's Sliver doesn't", () => {
    const g = duel({ battlefield: ["Predatory Sliver", "Steelform Sliver"] }, { battlefield: ["Battle Sliver"] });
    expect(g.pt("Predatory Sliver")).toEqual([2, 3]);
    expect(g.pt("Steelform Sliver")).toEqual([3, 4]);
    expect(g.pt("Battle Sliver", "Ben")).toEqual([5, 3]);
  });
});
