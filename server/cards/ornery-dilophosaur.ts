import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Ornery Dilophosaur",
  keywords: ["Deathtouch"],
  abilities: [
    ability.triggered(
      "Whenever Ornery Dilophosaur attacks, if you control a creature with power 4 or greater, Ornery Dilophosaur gets +2/+2 until end of turn.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      { condition: { youControl: { types: ["Creature"], minPower: 4 } }, effects: [effect.pumpUntilEndOfTurn(2, 2, { self: true })] },
    ),
  ],
});
