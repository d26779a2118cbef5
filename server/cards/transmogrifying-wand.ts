import { ability, card, cost, effect, removeCounters, tapSelf, target } from "../card-language/card-dsl.ts";

// 608.2h: "its controller" is the destroyed creature's controller as it last existed; the token is theirs even if the
// creature wasn't destroyed (indestructible, regenerated).
export default card({
  name: "Transmogrifying Wand",
  entersWithCounters: { counter: "charge", amount: 3 },
  abilities: [
    ability.activated(
      cost("{1}", tapSelf, removeCounters("charge")),
      "Destroy target creature. Its controller creates a 2/4 white Ox creature token. Activate only as a sorcery.",
      {
        targets: [target.creature()],
        effects: [effect.destroy(), { kind: "createTokens", count: 1, token: "Ox Token", player: { controllerOfTarget: 0 } }],
        sorcerySpeed: true,
      },
    ),
  ],
});
