import { card, effect, modal, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Crush Contraband",
  spell: modal({
    choose: [1, 2],
    modes: [
      {
        text: "Exile target artifact an opponent controls.",
        targets: [target.permanent({ types: ["Artifact"], controller: "opponent" }, "target artifact an opponent controls")],
        effects: [effect.exile({ target: 0 })],
      },
      {
        text: "Exile target enchantment an opponent controls.",
        targets: [target.permanent({ types: ["Enchantment"], controller: "opponent" }, "target enchantment an opponent controls")],
        effects: [effect.exile({ target: 0 })],
      },
    ],
  }),
});
