import { ability, card, effect, modify } from "../card-language/card-dsl.ts";

// 707.9a, 707.9b: the Illusion type and the trigger are exceptions of the copy effect, so part of its copiable values.
export default card({
  name: "Phantasmal Image",
  abilities: [
    ability.entersAsCopy(
      'You may have Phantasmal Image enter the battlefield as a copy of any creature on the battlefield, except it\'s an Illusion in addition to its other types and it has "When this creature becomes the target of a spell or ability, sacrifice it."',
      { types: ["Creature"] },
      modify.addTypes([], ["Illusion"]),
      modify.addAbilities(
        ability.triggered(
          "When this creature becomes the target of a spell or ability, sacrifice it.",
          { on: "becomesTarget" },
          { effects: [effect.sacrificeSelf()] },
        ),
      ),
    ),
  ],
});
