import { ability, card, effect } from "../card-language/card-dsl.ts";

// Each other player chooses a creature in APNAP order, then all are sacrificed at once (608.2e).
export default card({
  name: "Grave Pact",
  abilities: [
    ability.triggered(
      "Whenever a creature you control dies, each other player sacrifices a creature.",
      { on: "dies", what: { types: ["Creature"], controller: "you" } },
      { effects: [effect.sacrifice({ eachOpponent: true }, "a creature", { types: ["Creature"] })] },
    ),
  ],
});
