import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Seedborn Muse",
  abilities: [ability.static("Untap all permanents you control during each other player's untap step.", { kind: "untapDuringOthersUntapSteps" })],
});
