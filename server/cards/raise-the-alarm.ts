import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Raise the Alarm",
  cost: "{1}{W}",
  types: ["Instant"],
  text: "Create two 1/1 white Soldier creature tokens.",
  spell: { effects: [effect.createTokens(2, "Soldier Token")] },
});
