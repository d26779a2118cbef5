import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Harbor Serpent",
  keywords: ["Islandwalk"],
  abilities: [
    ability.cantAttackUnless("Harbor Serpent can't attack unless there are five or more Islands on the battlefield.", {
      onBattlefield: { subtypes: ["Island"] },
      atLeast: 5,
    }),
  ],
});
