import { ability, card, effect } from "../card-language/card-dsl.ts";

// "Lands can't enter the battlefield" is a "can't" (614.17d): a land put onto the battlefield stays where it was.
export default card({
  name: "Worms of the Earth",
  abilities: [
    ability.static("Players can't play lands.", { kind: "cantPlayLands" }),
    ability.replacement("Lands can't enter the battlefield.", { kind: "cantEnter", what: { types: ["Land"] } }),
    ability.triggered(
      "At the beginning of each upkeep, any player may sacrifice two lands or have Worms of the Earth deal 5 damage to that player. If a player does either, destroy Worms of the Earth.",
      { on: "beginningOfStep", step: "upkeep", whose: "each" },
      {
        effects: [
          effect.anyPlayerMay(
            "Worms of the Earth: sacrifice two lands, or have Worms of the Earth deal 5 damage to you? If you do either, Worms of the Earth is destroyed.",
            [
              { kind: "sacrifice", filter: { types: ["Land"] }, count: 2, text: "sacrifice two lands" },
              { kind: "takeDamage", amount: 5, text: "have Worms of the Earth deal 5 damage to you" },
            ],
            effect.destroy({ self: true }),
          ),
        ],
      },
    ),
  ],
});
