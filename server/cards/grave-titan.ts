import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Grave Titan",
  keywords: ["Deathtouch"],
  abilities: [
    ability.entersOrAttacks("Whenever Grave Titan enters the battlefield or attacks, create two 2/2 black Zombie creature tokens.", {
      effects: [effect.createTokens(2, "Zombie Token")],
    }),
  ],
});
