import { ability, affects, card, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mind Control",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [ability.continuous("You control enchanted creature.", affects.attached, modify.control())],
});
