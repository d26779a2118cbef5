import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Mold Adder",
  abilities: [
    ability.triggered(
      "Whenever an opponent casts a blue or black spell, you may put a +1/+1 counter on Mold Adder.",
      { on: "spellCast", caster: "opponent", spells: { colors: ["U", "B"] } },
      { effects: [effect.optional("put a +1/+1 counter on Mold Adder", effect.putCounters("+1/+1", 1, { self: true }))] },
    ),
  ],
});
