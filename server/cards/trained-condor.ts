import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Trained Condor",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "Whenever Trained Condor attacks, another target creature you control gains flying until end of turn.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      {
        targets: [target.otherThanSource(target.creature({ controller: "you" }, "another target creature you control"))],
        effects: [effect.gainKeywords(["Flying"])],
      },
    ),
  ],
});
