// Pithing Needle: "As [this] enters, choose a card name" (614.12) and a restriction on activating linked to it (602.5,
// 607.2d).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Pithing Needle", () => {
  it("614.12, 602.5: activated abilities of sources with the chosen name can't be activated, whoever controls them; mana abilities can", () => {
    const g = duel(
      { hand: ["Pithing Needle"], battlefield: ["Plains", "Prodigal Sorcerer"] },
      { battlefield: ["Prodigal Sorcerer", "Llanowar Elves", "Forest"] },
    );
    g.castAndPay("Pithing Needle").passAll();
    const p = g.expectPrompt("nameCard", "Ana");
    expect(p.text).toBe("Pithing Needle: As Pithing Needle enters the battlefield, choose a card name.");
    g.answer({ kind: "name", name: "Prodigal Sorcerer" });
    expect(g.permanent("Pithing Needle").chosen).toEqual({ card: "Pithing Needle", cardName: "Prodigal Sorcerer" });
    const sorcerer = g.permanent("Prodigal Sorcerer", "Ana");
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "activate" && a.source === sorcerer.id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: sorcerer.id, ability: "p0" }).message).toBeTruthy();
    g.pass();
    const bens = g.permanent("Prodigal Sorcerer", "Ben");
    expect(g.expectPrompt("priority", "Ben").actions.some((a) => a.kind === "activate" && a.source === bens.id)).toBe(false);
    g.tapForMana("Llanowar Elves");
    expect(g.state.players[1]!.manaPool).toMatchObject({ G: 1 });
  });

  it("607.2d: naming a card without activated abilities stops nothing else", () => {
    const g = duel({ hand: ["Pithing Needle"], battlefield: ["Plains", "Prodigal Sorcerer"] });
    g.castAndPay("Pithing Needle").passAll();
    g.answer({ kind: "name", name: "Grizzly Bears" });
    const sorcerer = g.permanent("Prodigal Sorcerer");
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "activate" && a.source === sorcerer.id)).toBe(true);
  });
});
