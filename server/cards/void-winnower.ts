import { ability, card } from "../card-language/card-dsl.ts";

// The card of the example of 601.3a.
export default card({
  name: "Void Winnower",
  abilities: [
    ability.static("Your opponents can't cast spells with even mana values.", { kind: "cantCast", who: "opponents", spells: { evenManaValue: true } }),
    ability.static("Your opponents can't block with creatures with even mana values.", {
      kind: "combatRestriction",
      affects: "matching",
      creatures: { controller: "opponent", evenManaValue: true },
      cantAttack: false,
      cantBlock: true,
    }),
  ],
});
