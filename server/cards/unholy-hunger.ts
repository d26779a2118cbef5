import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Unholy Hunger",
  spell: { targets: [target.creature()], effects: [effect.destroy(), effect.spellMastery(effect.gainLife(2, { you: true }))] },
});
