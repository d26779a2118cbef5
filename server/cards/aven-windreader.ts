import { ability, card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Aven Windreader",
  keywords: ["Flying"],
  abilities: [
    ability.activated(cost("{1}{U}"), "Target player reveals the top card of their library.", { targets: [target.player()], effects: [effect.revealTop()] }),
  ],
});
