import { ability, adventurer, effect, target } from "../card-language/card-dsl.ts";

// 715: an adventurer card. Stomp resolves into exile (715.3d), from where the Giant may be cast.
export default adventurer(
  {
    name: "Bonecrusher Giant",
    cost: "{2}{R}",
    types: ["Creature"],
    subtypes: ["Giant"],
    pt: [4, 3],
    text: "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller.",
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
    cost: "{1}{R}",
    types: ["Instant"],
    subtypes: ["Adventure"],
    text: "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
    spell: { targets: [target.any()], effects: [effect.damageCantBePrevented(), effect.dealDamage(2)] },
  },
);
