import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Telepathy",
  abilities: [ability.static("Your opponents play with their hands revealed.", { kind: "playWithHandsRevealed", players: "opponents" })],
});
