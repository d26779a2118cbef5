import { card, target } from "../card-language/card-dsl.ts";

// Not a fight: only the creature its controller controls deals damage; with either target gone, none (608.2b).
export default card({
  name: "Rabid Bite",
  spell: {
    targets: [
      target.creature({ controller: "you" }, "target creature you control"),
      target.creature({ controller: "opponent" }, "target creature you don't control"),
    ],
    effects: [{ kind: "damageEqualToPower", object: { target: 0 }, to: { target: 1 } }],
  },
});
