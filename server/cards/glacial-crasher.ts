import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Glacial Crasher",
  keywords: ["Trample"],
  abilities: [
    ability.cantAttackUnless("Glacial Crasher can't attack unless there is a Mountain on the battlefield.", {
      onBattlefield: { subtypes: ["Mountain"] },
      atLeast: 1,
    }),
  ],
});
