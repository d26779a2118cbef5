// The compiler reads "play with their hands revealed" (701.20a) as the static ability that reveals those hands.

import { describe, expect, it } from "vitest";
import { compile, render } from "../../server/card-language/oracle/compile.ts";
import { lower } from "../../server/card-language/oracle/lower.ts";

function lowered(name: string, text: string) {
  const r = compile(name, text);
  if (!r.ok) throw new Error(`${name}: ${r.reason}: ${r.paragraph}`);
  expect(render(r.ir, name)).toBe(text);
  return lower(r.ir, { name, types: ["Enchantment"] }).abilities;
}

describe("playing with hands revealed in Oracle text", () => {
  it("701.20a: 'Your opponents play with their hands revealed.' and 'Players play with their hands revealed.'", () => {
    expect(lowered("Telepathy", "Your opponents play with their hands revealed.")).toEqual([
      { kind: "static", text: "Your opponents play with their hands revealed.", effect: { kind: "playWithHandsRevealed", players: "opponents" } },
    ]);
    expect(lowered("Test Glass House", "Players play with their hands revealed.")).toEqual([
      { kind: "static", text: "Players play with their hands revealed.", effect: { kind: "playWithHandsRevealed", players: "any" } },
    ]);
  });
});
