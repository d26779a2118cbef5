import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Vine Mare",
  keywords: ["Hexproof"],
  abilities: [ability.blockableOnlyBy("Vine Mare can't be blocked by black creatures.", { notColors: ["B"] })],
});
