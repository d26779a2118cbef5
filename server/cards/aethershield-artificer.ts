import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Aethershield Artificer",
  abilities: [
    ability.triggered(
      'At the beginning of combat on your turn, target artifact creature you control gets +2/+2 and gains indestructible until end of turn. (Damage and effects that say "destroy" don\'t destroy it.)',
      { on: "beginningOfStep", step: "beginningOfCombat", whose: "your" },
      {
        targets: [target.creature({ types: ["Artifact"], controller: "you" }, "target artifact creature you control")],
        effects: [effect.pumpUntilEndOfTurn(2, 2), effect.gainKeywords(["Indestructible"])],
      },
    ),
  ],
});
