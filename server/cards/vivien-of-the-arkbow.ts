import { ability, card, each, effect, target } from "../card-language/card-dsl.ts";

const yourCreatures = each({ types: ["Creature"], controller: "you" });

export default card({
  name: "Vivien of the Arkbow",
  abilities: [
    ability.loyalty(2, "Put two +1/+1 counters on up to one target creature.", {
      targets: [target.upTo(1, target.creature({}, "up to one target creature"))],
      effects: [effect.putCounters("+1/+1", 2)],
    }),
    ability.loyalty(-3, "Target creature you control deals damage equal to its power to target creature you don't control.", {
      targets: [
        target.creature({ controller: "you" }, "target creature you control"),
        target.creature({ controller: "opponent" }, "target creature you don't control"),
      ],
      effects: [{ kind: "damageEqualToPower", object: { target: 0 }, to: { target: 1 } }],
    }),
    ability.loyalty(-9, "Creatures you control get +4/+4 and gain trample until end of turn.", {
      effects: [effect.pumpUntilEndOfTurn(4, 4, yourCreatures), effect.gainKeywords(["Trample"], yourCreatures)],
    }),
  ],
});
