import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Hornet Nest",
  keywords: ["Defender"],
  abilities: [
    ability.triggered(
      "Whenever Hornet Nest is dealt damage, create that many 1/1 green Insect creature tokens with flying and deathtouch. (Any amount of damage a creature with deathtouch deals to a creature is enough to destroy it.)",
      { on: "dealtDamage" },
      { effects: [effect.createTokens({ eventAmount: true }, "Insect Token")] },
    ),
  ],
});
