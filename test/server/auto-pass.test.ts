// The table's priority settings (server/rooms/auto-pass.ts): when it passes priority for a player, and
// when it leaves the decision to them. The player still receives priority every time (117.3).

import { describe, expect, it } from "vitest";
import { DEFAULT_PRIORITY_SETTINGS, type PrioritySettings } from "../../shared/protocol.ts";
import { decidePass, passRequest, type PassContext } from "../../server/rooms/auto-pass.ts";
import type { Reader } from "../../server/engine/layers/view.ts";
import { duel, filler } from "../support/scenario.ts";

const settings = (changes: Partial<PrioritySettings> = {}): PrioritySettings => ({ ...DEFAULT_PRIORITY_SETTINGS, ...changes });
const fresh: PassContext = { actor: null, stackBefore: [] };
const pass = (game: Reader, s = settings(), context = fresh) => decidePass(game, s, null, context).pass;
/** The decision without a standing request, as [pass, decided from hidden information]. */
const decided = (game: Reader, s = settings(), context = fresh): [boolean, boolean] => {
  const d = decidePass(game, s, null, context);
  return [d.pass, d.hidden];
};

describe("stops, with an empty stack", () => {
  it("117.3a, 117.3d: the active player receives priority in each step; the table passes for them except in the steps they chose for their own turns", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"], library: filler() }, { library: filler() });
    g.expectPrompt("priority", "Ana");
    expect(g.state.turn.step).toBe("precombatMain");
    expect(pass(g.reader)).toBe(false);
    expect(pass(g.reader, settings({ stops: { own: ["postcombatMain"], others: [] } }))).toBe(true);
  });

  it("117.3d: in another player's turn, the stops chosen for others' turns apply", () => {
    const g = duel({ library: filler() }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: filler() });
    g.pass();
    g.expectPrompt("priority", "Ben");
    expect(pass(g.reader, settings({ stops: { own: [], others: ["precombatMain"] } }))).toBe(false);
    expect(pass(g.reader, settings({ stops: { own: ["precombatMain"], others: [] } }))).toBe(true);
  });

  it("with nothing to do but pass (and mana abilities), the player passes wherever they stop — unless they turned that off", () => {
    const g = duel({ battlefield: ["Forest"], library: filler() }, { library: filler() });
    g.expectPrompt("priority", "Ana");
    expect(g.prompt.kind === "priority" && g.prompt.actions.map((a) => a.kind)).toEqual(["pass", "activateMana"]);
    expect(pass(g.reader)).toBe(true);
    expect(pass(g.reader, settings({ autoPassWhenNothingToDo: false }))).toBe(false);
  });
});

describe("with something on the stack", () => {
  it("405.1, 117.3d: a player who can respond gets to look at the stack, whatever their stops", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: filler() },
      { hand: ["Shock"], battlefield: ["Mountain"], library: filler() },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.expectPrompt("priority", "Ben");
    expect(pass(g.reader, settings({ stops: { own: [], others: [] } }))).toBe(false);
  });

  it("117.3c: after casting a spell the caster passes at once, unless they hold priority", () => {
    const g = duel({ hand: ["Lightning Bolt", "Shock"], battlefield: ["Mountain", "Mountain"], library: filler() }, { library: filler() });
    const before = g.state;
    g.castAndPay("Lightning Bolt", "Ben");
    g.expectPrompt("priority", "Ana");
    // The Bolt was on the stack (being cast) before the last answer, but its casting wasn't complete.
    const context: PassContext = { actor: 0, stackBefore: before.stack.map((o) => o.id) };
    expect(pass(g.reader, settings(), context)).toBe(true);
    expect(pass(g.reader, settings({ holdPriority: true }), context)).toBe(false);
    // Getting priority back later, with the same spell on top, is not "just cast".
    expect(pass(g.reader, settings(), { actor: null, stackBefore: g.state.stack.map((o) => o.id) })).toBe(false);
  });
});

describe("standing requests", () => {
  it("pass until end of turn: passes through the turn, ends with it", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: filler() }, { library: filler() });
    const request = passRequest("endOfTurn", g.state);
    expect(decidePass(g.reader, settings(), request, fresh)).toEqual({ pass: true, requestEnded: false, hidden: false });
    g.passUntil("upkeep", 4);
    g.passUntil("precombatMain", 4);
    g.expectPrompt("priority", "Ben");
    const later = decidePass(g.reader, settings({ stops: { own: ["precombatMain"], others: [] } }), request, fresh);
    expect(later).toEqual({ pass: false, requestEnded: true, hidden: false });
  });

  it("pass until end of turn stops early when a spell targets the player or their permanents", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: filler() },
      { hand: ["Giant Growth"], battlefield: ["Forest", "Grizzly Bears"], library: filler() },
    );
    const request = passRequest("endOfTurn", g.state);
    g.castAndPay("Lightning Bolt", "Grizzly Bears").pass();
    g.expectPrompt("priority", "Ben");
    expect(decidePass(g.reader, settings(), request, fresh)).toEqual({ pass: false, requestEnded: true, hidden: false });
  });

  it("pass until the stack changes: passes while it is the same, ends once it differs", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: filler() },
      { hand: ["Shock"], battlefield: ["Mountain"], library: filler() },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.expectPrompt("priority", "Ben");
    const request = passRequest("stackChanges", g.state);
    expect(decidePass(g.reader, settings(), request, fresh)).toEqual({ pass: true, requestEnded: false, hidden: false });
    g.castAndPay("Shock", "Ana");
    g.expectPrompt("priority", "Ben");
    expect(decidePass(g.reader, settings({ holdPriority: true, autoPassWhenNothingToDo: false }), request, fresh)).toEqual({
      pass: false,
      requestEnded: true,
      hidden: false,
    });
  });
});

describe("passes decided from hidden information (the room delays them so they look like a person's)", () => {
  it("405.1: with a spell on the stack, nothing to do passes — and that was read from the hand, so the decision is marked hidden", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: filler() }, { hand: ["Forest", "Grizzly Bears"], library: filler() });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.expectPrompt("priority", "Ben");
    expect(decided(g.reader)).toEqual([true, true]);
    expect(decided(g.reader, settings({ autoPassWhenNothingToDo: false }))).toEqual([false, false]);
  });

  it("405.1: holding an instant, even one they can't pay for, the player is waited on; not passing reveals nothing the passing case doesn't", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: filler() }, { hand: ["Forest", "Shock"], library: filler() });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.expectPrompt("priority", "Ben");
    expect(g.prompt.kind === "priority" && g.prompt.actions.some((a) => a.kind === "cast" && !a.affordable)).toBe(true);
    expect(decided(g.reader)).toEqual([false, false]);
  });

  it("117.3d: at a stop with an empty stack, nothing to do passes (hidden); outside the stops the pass is public", () => {
    const g = duel({ battlefield: ["Forest"], library: filler() }, { library: filler() });
    g.expectPrompt("priority", "Ana");
    expect(g.state.turn.step).toBe("precombatMain");
    expect(decided(g.reader)).toEqual([true, true]);
    expect(decided(g.reader, settings({ stops: { own: [], others: [] } }))).toEqual([true, false]);
  });

  it("117.3c: passing after casting is public (everyone saw the spell cast), whatever is left in the hand; holding priority with nothing left to do is hidden", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: filler() }, { library: filler() });
    const before = g.state;
    g.castAndPay("Lightning Bolt", "Ben");
    g.expectPrompt("priority", "Ana");
    const context: PassContext = { actor: 0, stackBefore: before.stack.map((o) => o.id) };
    expect(decided(g.reader, settings(), context)).toEqual([true, false]);
    expect(decided(g.reader, settings({ holdPriority: true }), context)).toEqual([true, true]);
    expect(decided(g.reader, settings({ holdPriority: true, autoPassWhenNothingToDo: false }), context)).toEqual([false, false]);
  });

  it("standing requests are the player's own instructions, measured against public facts: their passes are never hidden", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: filler() }, { hand: ["Forest"], library: filler() });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.expectPrompt("priority", "Ben");
    expect(decidePass(g.reader, settings(), passRequest("stackChanges", g.state), fresh)).toEqual({ pass: true, requestEnded: false, hidden: false });
    expect(decidePass(g.reader, settings(), passRequest("endOfTurn", g.state), fresh)).toEqual({ pass: false, requestEnded: true, hidden: false });
  });
});
