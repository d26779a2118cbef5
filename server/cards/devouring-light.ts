import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Devouring Light",
  keywords: ["Convoke"],
  spell: {
    targets: [target.creature({ anyOf: [{ attacking: true }, { blocking: true }] }, "target attacking or blocking creature")],
    effects: [effect.exile()],
  },
});
