import { parseManaCost } from "../../shared/mana.ts";
import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Watcher of the Spheres",
  keywords: ["Flying"],
  abilities: [
    ability.static("Creature spells with flying you cast cost {1} less to cast.", {
      kind: "costReduction",
      spells: { types: ["Creature"], keywords: ["Flying"] },
      caster: "you",
      amount: parseManaCost("{1}"),
    }),
    ability.triggered(
      "Whenever another creature with flying enters the battlefield under your control, Watcher of the Spheres gets +1/+1 until end of turn.",
      { on: "enters", what: { types: ["Creature"], keywords: ["Flying"], controller: "you" }, other: true },
      { effects: [effect.pumpUntilEndOfTurn(1, 1, { self: true })] },
    ),
  ],
});
