import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Imposing Sovereign",
  abilities: [
    ability.replacement("Creatures your opponents control enter the battlefield tapped.", {
      kind: "entersTapped",
      what: { types: ["Creature"], controller: "opponent" },
    }),
  ],
});
