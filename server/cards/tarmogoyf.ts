import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

// 604.3: a characteristic-defining ability, applied in layer 7a (613.4a): the card types among cards in every graveyard.
export default card({
  name: "Tarmogoyf",
  abilities: [
    ability.continuous(
      "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
      affects.self,
      modify.powerToughnessFromGraveyardCardTypes(1),
    ),
  ],
});
