import { card, effect, target } from "../card-language/card-dsl.ts";

// The Mountains are counted as it resolves (608.2h).
export default card({
  name: "Seismic Strike",
  spell: { targets: [target.creature()], effects: [effect.dealDamage({ count: { subtypes: ["Mountain"], controller: "you" } })] },
});
