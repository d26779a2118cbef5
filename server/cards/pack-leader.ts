import { ability, affects, card, effect, modify } from "../card-language/card-dsl.ts";

const DOGS_YOU_CONTROL = { subtypes: ["Dog"], controller: "you" } as const;

export default card({
  name: "Pack Leader",
  abilities: [
    ability.continuous("Other Dogs you control get +1/+1.", affects.permanents({ ...DOGS_YOU_CONTROL }, true), modify.powerToughness(1, 1)),
    ability.triggered(
      "Whenever Pack Leader attacks, prevent all combat damage that would be dealt this turn to Dogs you control.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      { effects: [effect.preventAllCombatDamageTo({ ...DOGS_YOU_CONTROL }, "Dogs you control")] },
    ),
  ],
});
