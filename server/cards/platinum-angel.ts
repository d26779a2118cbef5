import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Platinum Angel",
  keywords: ["Flying"],
  abilities: [ability.static("You can't lose the game and your opponents can't win the game.", { kind: "cantLoseGame" })],
});
