// Rogue's Gloves: "Whenever equipped creature deals combat damage to a player" — an Equipment's trigger on its creature.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Rogue's Gloves", () => {
  it("510.2: when the equipped creature deals combat damage to a player, its controller may draw a card", () => {
    const g = duel({ battlefield: ["Rogue's Gloves", "Grizzly Bears", "Savannah Lions", "Plains", "Plains"] });
    g.activate("Rogue's Gloves", 1).targets("Grizzly Bears").autoPay().passAll();
    g.passUntilPrompt("declareAttackers");
    const attacks = ["Grizzly Bears", "Savannah Lions"].map((n) => ({ attacker: g.permanent(n).id, defender: 1 }));
    g.answer({ kind: "attackers", attacks });
    g.passUntilPrompt("chooseOption");
    g.answer({ kind: "option", option: "yes" });
    expect(g.handNames("Ana")).toEqual(["Plains"]);
    g.passUntil("end");
    expect(g.life("Ben")).toBe(16);
    expect(g.handNames("Ana")).toEqual(["Plains"]);
  });
});
