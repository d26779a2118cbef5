import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Calculated Dismissal",
  spell: { targets: [target.spell()], effects: [effect.counter({ target: 0 }, "{3}"), effect.spellMastery(effect.scry(2))] },
});
