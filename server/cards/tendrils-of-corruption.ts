import { card, effect, target } from "../card-language/card-dsl.ts";

const SWAMPS_YOU_CONTROL = { count: { subtypes: ["Swamp"], controller: "you" } } as const;

export default card({
  name: "Tendrils of Corruption",
  spell: { targets: [target.creature()], effects: [effect.dealDamage(SWAMPS_YOU_CONTROL), effect.gainLife(SWAMPS_YOU_CONTROL, { you: true })] },
});
