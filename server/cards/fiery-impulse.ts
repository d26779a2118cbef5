import { card, effect, target } from "../card-language/card-dsl.ts";

const spellMastery = { cardsInYourGraveyard: { types: ["Instant", "Sorcery"] }, atLeast: 2 } as const;

export default card({
  name: "Fiery Impulse",
  spell: { targets: [target.creature()], effects: [effect.ifCondition(spellMastery, [effect.dealDamage(3)], [effect.dealDamage(2)])] },
});
