import { card, target } from "../card-language/card-dsl.ts";

const bigX = { xAtLeast: 5 };

// 107.3, 601.2b: X is announced as it is cast, so whether it can be countered is known on the stack.
export default card({
  name: "Banefire",
  abilities: [
    {
      kind: "static",
      text: "If X is 5 or more, this spell can't be countered and the damage can't be prevented.",
      effect: { kind: "cantBeCountered", when: bigX },
    },
  ],
  spell: { targets: [target.any()], effects: [{ kind: "dealDamage", amount: { x: true }, to: { target: 0 }, cantBePrevented: bigX }] },
});
