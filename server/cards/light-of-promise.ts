import { ability, affects, card, effect, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Light of Promise",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous(
      'Enchanted creature has "Whenever you gain life, put that many +1/+1 counters on this creature."',
      affects.attached,
      modify.addAbilities(
        ability.triggered(
          "Whenever you gain life, put that many +1/+1 counters on this creature.",
          { on: "lifeGained", who: "you" },
          { effects: [effect.putCounters("+1/+1", { eventAmount: true }, { self: true })] },
        ),
      ),
    ),
  ],
});
