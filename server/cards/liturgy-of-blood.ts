import { card, effect, target } from "../card-language/card-dsl.ts";

// The mana is added as the spell resolves (a spell is never a mana ability, 605.1a).
export default card({
  name: "Liturgy of Blood",
  spell: { targets: [target.creature()], effects: [effect.destroy(), effect.addMana("{B}{B}{B}")] },
});
