import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Crucible of Worlds",
  abilities: [ability.static("You may play lands from your graveyard.", { kind: "playLandsFromGraveyard" })],
});
