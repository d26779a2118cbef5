import { ability, card } from "../card-language/card-dsl.ts";

// "Can't block creatures with power 2 or less" leaves exactly those with power 3 or more to block.
export default card({
  name: "Cyclops Tyrant",
  keywords: ["Intimidate"],
  abilities: [ability.canBlockOnly("Cyclops Tyrant can't block creatures with power 2 or less.", { minPower: 3 })],
});
