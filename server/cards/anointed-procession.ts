import { ability, card } from "../card-language/card-dsl.ts";

// 614.16: tokens created under its controller's control are doubled (two of them: four times as many).
export default card({
  name: "Anointed Procession",
  abilities: [ability.doubleTokens()],
});
