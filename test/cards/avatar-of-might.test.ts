// Avatar of Might: a spell's own static ability reducing its cost under a condition (601.2f, 113.6).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const FORESTS = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];

describe("Avatar of Might", () => {
  it("601.2f: if an opponent controls at least four more creatures than its caster, it costs {6} less", () => {
    const g = duel(
      { hand: ["Avatar of Might"], battlefield: [...FORESTS, "Grizzly Bears"] },
      { battlefield: ["Runeclaw Bear", "Runeclaw Bear", "Runeclaw Bear", "Runeclaw Bear", "Runeclaw Bear"] },
    );
    g.cast("Avatar of Might");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 0, G: 2 });
  });

  it("601.2f: three more creatures aren't enough", () => {
    const g = duel(
      { hand: ["Avatar of Might"], battlefield: [...FORESTS, "Grizzly Bears"] },
      { battlefield: ["Runeclaw Bear", "Runeclaw Bear", "Runeclaw Bear", "Runeclaw Bear"] },
    );
    g.cast("Avatar of Might");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 6, G: 2 });
  });
});
