// Mana abilities with generic mana in their costs ("{1}, {T}, Sacrifice this: Add one mana of any color"): the cost is paid
// from the mana pool (605.3b); payment plans leave them out, so auto-pay never relies on one.

import { describe, expect, it } from "vitest";
import { planPayment } from "../../shared/payment.ts";
import { COLORS, NO_MANA } from "../../shared/mana.ts";
import type { ManaAbilityOption } from "../../shared/prompt.ts";
import { compileCard } from "../../server/card-language/oracle/pool.ts";
import { duel } from "../support/scenario.ts";

describe("mana abilities whose costs take mana from the pool", () => {
  const filter: ManaAbilityOption = { source: 1, ability: "p0", text: "{1}, {T}, Sacrifice ~: Add one mana of any color.", choices: COLORS, amount: 1 };

  it("605.3b: a payment plan leaves out an ability whose cost takes mana from the pool", () => {
    // {1}{U} with {R} in the pool: counting the filter as a free blue source would spend the {R} twice.
    const req = { ...NO_MANA, U: 1, generic: 1 };
    const pool = { ...NO_MANA, R: 1 };
    expect(planPayment(pool, req, [filter])).not.toBeNull();
    expect(planPayment(pool, req, [{ ...filter, poolCost: 1 }])).toBeNull();
  });

  it("601.2g, 605.3b: paying for a spell, the ability is offered once the pool can pay for it, and auto-pay isn't offered on it", () => {
    const g = duel({ battlefield: ["Chromatic Star", "Mountain"], hand: ["Merfolk Looter"] });
    g.cast("Merfolk Looter");
    expect(g.expectPrompt("payCosts").manaAbilities.map((m) => m.source)).toEqual([g.permanent("Mountain").id]);
    g.tapForMana("Mountain");
    const prompt = g.expectPrompt("payCosts");
    expect(prompt.manaAbilities).toMatchObject([{ source: g.permanent("Chromatic Star").id, poolCost: 1 }]);
    expect(prompt.autoPay).toBe(false);
    expect(prompt.canPay).toBe(false);
  });

  it("605.3b: the compiler lowers such an ability: Prismite's {2} is paid from the pool, no {T} needed", () => {
    expect(compileCard("Prismite")).toHaveProperty("ir");
    const g = duel({ battlefield: ["Prismite", "Mountain", "Mountain", "Forest"] });
    g.tapForMana("Mountain").tapForMana("Mountain").tapForMana("Forest");
    g.answer({ kind: "activateMana", source: g.permanent("Prismite").id, ability: "p0", mana: "W" });
    // {R}{R}{G} in the pool: which two pay {2} is asked.
    g.answer({ kind: "option", option: "R" });
    g.answer({ kind: "option", option: "R" });
    expect(g.state.players[0]!.manaPool).toMatchObject({ R: 0, G: 1, W: 1 });
    expect(g.permanent("Prismite").tapped).toBe(false);
  });
});
