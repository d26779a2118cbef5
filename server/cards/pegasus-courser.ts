import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Pegasus Courser",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "Whenever Pegasus Courser attacks, another target attacking creature gains flying until end of turn.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      {
        targets: [target.otherThanSource(target.creature({ attacking: true }, "another target attacking creature"))],
        effects: [effect.gainKeywords(["Flying"])],
      },
    ),
  ],
});
