import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Safe Passage",
  spell: {
    effects: [
      effect.preventAllDamageToYouAnd(
        { types: ["Creature"], controller: "you" },
        "Prevent all damage that would be dealt to you and creatures you control this turn.",
      ),
    ],
  },
});
