import { ability, card, each, effect } from "../card-language/card-dsl.ts";

const yourCreatures = each({ types: ["Creature"], controller: "you" });

export default card({
  name: "Ajani Goldmane",
  abilities: [
    ability.loyalty(1, "You gain 2 life.", { effects: [effect.gainLife(2, { you: true })] }),
    ability.loyalty(-1, "Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.", {
      effects: [effect.putCounters("+1/+1", 1, yourCreatures), effect.gainKeywords(["Vigilance"], yourCreatures)],
    }),
    ability.loyalty(-6, 'Create a white Avatar creature token. It has "This creature\'s power and toughness are each equal to your life total."', {
      effects: [effect.createTokens(1, "Avatar Token")],
    }),
  ],
});
