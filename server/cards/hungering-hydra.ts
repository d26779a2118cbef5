import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Hungering Hydra",
  entersWithCounters: { counter: "+1/+1", amount: "X" },
  abilities: [
    ability.static("Hungering Hydra can't be blocked by more than one creature.", {
      kind: "combatRestriction",
      affects: "self",
      cantAttack: false,
      cantBlock: false,
      blockedByAtMostOne: true,
    }),
    ability.triggered(
      "Whenever Hungering Hydra is dealt damage, put that many +1/+1 counters on it. (It must survive the damage to get the counters.)",
      { on: "dealtDamage" },
      { effects: [effect.putCounters("+1/+1", { eventAmount: true }, { self: true })] },
    ),
  ],
});
