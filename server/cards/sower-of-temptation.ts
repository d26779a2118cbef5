import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Sower of Temptation",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Sower of Temptation enters the battlefield, gain control of target creature for as long as Sower of Temptation remains on the battlefield.",
      { on: "enters", what: "self" },
      { targets: [target.creature()], effects: [effect.gainControl("whileSourceRemains")] },
    ),
  ],
});
