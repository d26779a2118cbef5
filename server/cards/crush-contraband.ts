import { card, effect, modal, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Crush Contraband",
  spell: modal({
    choose: [1, 2],
    modes: [
      { text: "Exile target artifact.", targets: [target.permanent({ types: ["Artifact"] }, "target artifact")], effects: [effect.exile({ target: 0 })] },
      {
        text: "Exile target enchantment.",
        targets: [target.permanent({ types: ["Enchantment"] }, "target enchantment")],
        effects: [effect.exile({ target: 0 })],
      },
    ],
  }),
});
