import { card, effect, target } from "../card-language/card-dsl.ts";

// 608.2h: the life gained is the creature's toughness as it last existed on the battlefield.
export default card({
  name: "Condemn",
  spell: {
    targets: [target.creature({ attacking: true }, "target attacking creature")],
    effects: [effect.putOnLibraryBottom(), effect.gainLife({ toughnessOfTarget: 0 }, { controllerOfTarget: 0 })],
  },
});
