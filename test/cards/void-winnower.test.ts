// Void Winnower: opponents can't cast spells with even mana values (601.3), nor block with creatures with even mana
// values (509.1b).

import { describe, expect, it } from "vitest";
import { attack, blockerOptions } from "../support/combat.ts";
import { duel } from "../support/scenario.ts";
import { sorted } from "../support/zones.ts";
import { castOffered, lastReversal, manaDue, mana } from "../support/casting.ts";

describe("Void Winnower", () => {
  it("601.3: its controller's opponents can't cast spells with even mana values — Grizzly Bears and Lotus Petal aren't even offered", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Lotus Petal", "Lightning Bolt"], battlefield: ["Forest", "Forest", "Mountain"] },
      { battlefield: ["Void Winnower"] },
    );
    expect(castOffered(g, "Grizzly Bears")).toBe(false);
    expect(castOffered(g, "Lotus Petal")).toBe(false); // mana value 0 is even
    expect(castOffered(g, "Lightning Bolt")).toBe(true);
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Grizzly Bears") }).rule).toBe("601.3");
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.life("Ben")).toBe(17);
  });

  it("601.3: its controller isn't affected", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Void Winnower", "Forest", "Forest"] });
    expect(castOffered(g, "Grizzly Bears")).toBe(true);
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("601.3a, 601.2e: Rolling Thunder may be begun because X can make its mana value odd; with an even one the cast is reversed at 601.2e", () => {
    const g = duel({ hand: ["Rolling Thunder"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { battlefield: ["Void Winnower"] });
    expect(castOffered(g, "Rolling Thunder")).toBe(true);
    const before = JSON.stringify(g.state.players);
    g.cast("Rolling Thunder").announceX(2).targets("Ben");
    expect(lastReversal(g)).toMatchObject({ player: 0, rule: "601.2e" });
    expect(JSON.stringify(g.state.players)).toBe(before);
    g.cast("Rolling Thunder").announceX(1).targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 2, generic: 1 }));
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(19);
  });

  // Engine bug: priority.ts mayBeginToCast lets any spell with X be begun, although no X makes {X}{X} odd.
  it("601.3, 601.3a: Chalice of the Void ({X}{X}, mana value 2X) can't even be begun — no choice of X makes its mana value odd", () => {
    const g = duel({ hand: ["Chalice of the Void"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Void Winnower"] });
    expect(castOffered(g, "Chalice of the Void")).toBe(false);
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Chalice of the Void") }).rule).toBe("601.3");
  });

  it("509.1b: its controller's opponents can't block with creatures of even mana value — not Grizzly Bears (2) nor a token (0); Savannah Lions (1) can", () => {
    const g = duel(
      { battlefield: ["Grizzly Bears", "Savannah Lions", "Soldier Token"] },
      { battlefield: ["Void Winnower", "Hill Giant"] },
      { activePlayer: 1 },
    );
    attack(g, "Hill Giant");
    expect(blockerOptions(g)).toEqual(["Savannah Lions"]);
    const refused = g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Grizzly Bears").id, attacker: g.permanent("Hill Giant").id }] });
    expect(refused.code).toBe("ILLEGAL_CHOICE");
  });

  it("509.1b: its controller's own creatures of even mana value block as usual", () => {
    const g = duel({ battlefield: ["Hill Giant"] }, { battlefield: ["Void Winnower", "Grizzly Bears"] });
    attack(g, "Hill Giant");
    expect(sorted(blockerOptions(g))).toEqual(["Grizzly Bears", "Void Winnower"]);
  });
});
