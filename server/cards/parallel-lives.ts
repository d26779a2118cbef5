import { ability, card } from "../card-language/card-dsl.ts";

// 614.16: tokens created under its controller's control are doubled, not those of other players.
export default card({
  name: "Parallel Lives",
  abilities: [ability.doubleTokens()],
});
