import { card, effect, target } from "../card-language/card-dsl.ts";

// The Mountains are counted as the spell resolves (608.2h): any permanent with the subtype Mountain.
export default card({
  name: "Spitting Earth",
  spell: { targets: [target.creature()], effects: [effect.dealDamage({ count: { subtypes: ["Mountain"], controller: "you" } })] },
});
