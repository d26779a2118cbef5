import { card, effect, target } from "../card-language/card-dsl.ts";

// "Target player or planeswalker": planeswalkers don't exist here, so a player.
export default card({
  name: "Lava Spike",
  spell: { targets: [target.player("target player or planeswalker")], effects: [effect.dealDamage(3)] },
});
