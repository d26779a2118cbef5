import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Trusted Pegasus",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "Whenever Trusted Pegasus attacks, target attacking creature without flying gains flying until end of turn.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      {
        targets: [target.creature({ attacking: true, notKeywords: ["Flying"] }, "target attacking creature without flying")],
        effects: [effect.gainKeywords(["Flying"])],
      },
    ),
  ],
});
