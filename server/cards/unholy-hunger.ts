import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Unholy Hunger",
  cost: "{3}{B}{B}",
  types: ["Instant"],
  text: "Destroy target creature.\nSpell mastery — If there are two or more instant and/or sorcery cards in your graveyard, you gain 2 life.",
  spell: { targets: [target.creature()], effects: [effect.destroy(), effect.spellMastery(effect.gainLife(2, { you: true }))] },
});
