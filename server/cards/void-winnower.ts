import { ability, card } from "../card-language/card-dsl.ts";

// The card of the example of 601.3a. Its second ability (about blocking) comes with the combat rules that use it.
export default card({
  name: "Void Winnower",
  abilities: [
    ability.static("Your opponents can't cast spells with even mana values.", { kind: "cantCast", who: "opponents", spells: { evenManaValue: true } }),
  ],
});
