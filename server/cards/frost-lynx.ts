import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Frost Lynx",
  abilities: [
    ability.triggered(
      "When Frost Lynx enters the battlefield, tap target creature an opponent controls. That creature doesn't untap during its controller's next untap step.",
      { on: "enters", what: "self" },
      { targets: [target.creature({ controller: "opponent" }, "target creature an opponent controls")], effects: [effect.tap(), effect.doesntUntapNext()] },
    ),
  ],
});
