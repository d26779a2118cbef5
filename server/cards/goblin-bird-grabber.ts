import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Goblin Bird-Grabber",
  abilities: [
    ability.activated(cost("{R}"), "Goblin Bird-Grabber gains flying until end of turn. Activate only if you control a creature with flying.", {
      effects: [effect.gainKeywords(["Flying"], { self: true })],
      onlyIf: { youControl: { types: ["Creature"], keywords: ["Flying"] } },
    }),
  ],
});
