import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Dragon Egg",
  keywords: ["Defender"],
  abilities: [
    ability.triggered(
      'When Dragon Egg dies, create a 2/2 red Dragon creature token with flying and "{R}: This creature gets +1/+0 until end of turn."',
      { on: "dies", what: "self" },
      { effects: [effect.createTokens(1, "Dragon Token")] },
    ),
  ],
});
