import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Scorching Dragonfire",
  spell: { targets: [target.creatureOrPlaneswalker()], effects: [effect.exileIfWouldDie(), effect.dealDamage(3)] },
});
