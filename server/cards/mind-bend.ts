import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mind Bend",
  spell: { targets: [target.permanent()], effects: [effect.changeText(["color", "basicLandType"])] },
});
