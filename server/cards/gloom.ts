import { parseManaCost } from "../../shared/mana.ts";
import { ability, card } from "../card-language/card-dsl.ts";

// Seed 002's "Langueur": it makes Battle Screech's flashback cost {3} more.
export default card({
  name: "Gloom",
  abilities: [
    ability.static("White spells cost {3} more to cast.", { kind: "costIncrease", spells: { colors: ["W"] }, caster: "any", amount: parseManaCost("{3}") }),
    ability.static("Activated abilities of white enchantments cost {3} more to activate.", {
      kind: "abilityCostIncrease",
      sources: { types: ["Enchantment"], colors: ["W"] },
      amount: parseManaCost("{3}"),
    }),
  ],
});
