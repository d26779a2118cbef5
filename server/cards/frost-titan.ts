import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Frost Titan",
  abilities: [
    ability.triggered(
      "Whenever Frost Titan becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {2}.",
      { on: "becomesTarget", by: "opponent" },
      { effects: [effect.counter({ triggerSubject: true }, "{2}")] },
    ),
    ability.entersOrAttacks(
      "Whenever Frost Titan enters the battlefield or attacks, tap target permanent. It doesn't untap during its controller's next untap step.",
      { targets: [target.permanent()], effects: [effect.tap(), effect.doesntUntapNext()] },
    ),
  ],
});
