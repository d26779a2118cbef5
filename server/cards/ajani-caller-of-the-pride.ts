import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Ajani, Caller of the Pride",
  abilities: [
    ability.loyalty(1, "Put a +1/+1 counter on up to one target creature.", {
      targets: [{ ...target.creature({}, "up to one target creature"), min: 0 }],
      effects: [effect.putCounters("+1/+1", 1)],
    }),
    ability.loyalty(-3, "Target creature gains flying and double strike until end of turn.", {
      targets: [target.creature()],
      effects: [effect.gainKeywords(["Flying", "Double strike"])],
    }),
    // X is the life total as the ability resolves.
    ability.loyalty(-8, "Create X 2/2 white Cat creature tokens, where X is your life total.", {
      effects: [effect.createTokens({ yourLifeTotal: true }, "Cat Token")],
    }),
  ],
});
