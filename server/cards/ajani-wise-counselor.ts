import { ability, card, each, effect, target } from "../card-language/card-dsl.ts";

const yourCreatures = each({ types: ["Creature"], controller: "you" });

export default card({
  name: "Ajani, Wise Counselor",
  abilities: [
    ability.loyalty(2, "You gain 1 life for each creature you control.", {
      effects: [effect.gainLife({ count: { types: ["Creature"], controller: "you" } }, { you: true })],
    }),
    ability.loyalty(-3, "Creatures you control get +2/+2 until end of turn.", { effects: [effect.pumpUntilEndOfTurn(2, 2, yourCreatures)] }),
    ability.loyalty(-9, "Put X +1/+1 counters on target creature, where X is your life total.", {
      targets: [target.creature()],
      effects: [effect.putCounters("+1/+1", { yourLifeTotal: true })],
    }),
  ],
});
