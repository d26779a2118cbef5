import { ability, card, effect, target } from "../card-language/card-dsl.ts";

// 603.3d, 603.5: the target is chosen as the trigger is put on the stack; "you may" as it resolves.
export default card({
  name: "Angelic Benediction",
  keywords: ["Exalted"],
  abilities: [
    ability.triggered(
      "Whenever a creature you control attacks alone, you may tap target creature.",
      { on: "attacksAlone", what: { types: ["Creature"], controller: "you" } },
      { targets: [target.creature()], effects: [effect.optional("tap target creature", effect.tap())] },
    ),
  ],
});
