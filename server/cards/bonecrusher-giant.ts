import { ability, adventurer, effect, target } from "../card-language/card-dsl.ts";

// 715: an adventurer card. Stomp resolves into exile (715.3d), from where the Giant may be cast.
export default adventurer(
  {
    name: "Bonecrusher Giant",
    abilities: [
      ability.triggered(
        "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller.",
        { on: "becomesTarget", by: "spell" },
        { effects: [effect.damagePlayers(2, { controllerOfSubject: true })] },
      ),
    ],
  },
  {
    name: "Stomp",
    spell: { targets: [target.any()], effects: [effect.damageCantBePrevented(), effect.dealDamage(2)] },
  },
);
