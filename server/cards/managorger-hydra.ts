import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Managorger Hydra",
  keywords: ["Trample"],
  abilities: [
    ability.triggered(
      "Whenever a player casts a spell, put a +1/+1 counter on Managorger Hydra.",
      { on: "spellCast", caster: "any", spells: {} },
      { effects: [effect.putCounters("+1/+1", 1, { self: true })] },
    ),
  ],
});
