import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Sage Owl",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Sage Owl enters the battlefield, look at the top four cards of your library, then put them back in any order.",
      { on: "enters", what: "self" },
      { effects: [effect.lookAtTopPutBack(4)] },
    ),
  ],
});
