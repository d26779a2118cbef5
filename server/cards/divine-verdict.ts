import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Divine Verdict",
  spell: {
    targets: [target.creature({ anyOf: [{ attacking: true }, { blocking: true }] }, "target attacking or blocking creature")],
    effects: [effect.destroy()],
  },
});
