import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Hunters' Feast",
  spell: { targets: [target.anyNumber(target.player("any number of target players"))], effects: [effect.gainLife(6, { target: 0 })] },
});
