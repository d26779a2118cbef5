import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Selfless Savior",
  abilities: [
    ability.activated(
      cost(null, sacrificeSelf),
      'Another target creature you control gains indestructible until end of turn. (Damage and effects that say "destroy" don\'t destroy it.)',
      {
        targets: [target.otherThanSource(target.creature({ controller: "you" }, "another target creature you control"))],
        effects: [effect.gainKeywords(["Indestructible"])],
      },
    ),
  ],
});
