import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Master Thief",
  abilities: [
    ability.triggered(
      "When Master Thief enters the battlefield, gain control of target artifact for as long as you control Master Thief.",
      { on: "enters", what: "self" },
      { targets: [target.permanent({ types: ["Artifact"] }, "target artifact")], effects: [effect.gainControl("whileYouControlSource")] },
    ),
  ],
});
