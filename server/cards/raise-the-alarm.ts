import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Raise the Alarm",
  spell: { effects: [effect.createTokens(2, "Soldier Token")] },
});
