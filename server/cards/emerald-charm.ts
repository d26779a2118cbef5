import { card, effect, modal, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Emerald Charm",
  spell: modal({
    choose: 1,
    modes: [
      { text: "Untap target permanent.", targets: [target.permanent()], effects: [effect.untap()] },
      {
        text: "Destroy target non-Aura enchantment.",
        targets: [target.permanent({ types: ["Enchantment"], notSubtypes: ["Aura"] }, "target non-Aura enchantment")],
        effects: [effect.destroy()],
      },
      {
        text: "Target creature loses flying until end of turn.",
        targets: [target.creature()],
        effects: [effect.loseKeywords(["Flying"])],
      },
    ],
  }),
});
