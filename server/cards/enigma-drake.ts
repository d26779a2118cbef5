import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Enigma Drake",
  keywords: ["Flying"],
  abilities: [
    ability.continuous(
      "Enigma Drake's power is equal to the number of instant and sorcery cards in your graveyard.",
      affects.self,
      modify.powerFromCardsInYourGraveyard("Instant", "Sorcery"),
    ),
  ],
});
