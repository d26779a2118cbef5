import { ability, affects, card, effect, modify, target } from "../card-language/card-dsl.ts";

// 607.2a: its two abilities are linked: the second reads the cards the first exiled, the last creature card among them
// (712.21b: of a melded permanent, the one its controller chooses). Layer 4 and 7b (613.4b): 7c's counters still apply.
const shapes =
  "As long as a card exiled with Duplicant is a creature card, Duplicant has the power, toughness, and creature types of the last creature card exiled with Duplicant. It's still a Shapeshifter.";

export default card({
  name: "Duplicant",
  abilities: [
    ability.triggered(
      "Imprint — When Duplicant enters the battlefield, you may exile target nontoken creature.",
      { on: "enters", what: "self" },
      {
        targets: [target.creature({ nontoken: true }, "target nontoken creature")],
        effects: [effect.optional("exile target nontoken creature", effect.exileLinked())],
      },
    ),
    ability.continuous(shapes, affects.self, modify.creatureTypesOfLinkedCard("Shapeshifter"), modify.powerToughnessOfLinkedCard()),
  ],
});
