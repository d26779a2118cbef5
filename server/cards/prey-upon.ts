import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Prey Upon",
  cost: "{G}",
  types: ["Sorcery"],
  text: "Target creature you control fights target creature you don't control.",
  spell: {
    targets: [
      target.creature({ controller: "you" }, "target creature you control"),
      target.creature({ controller: "opponent" }, "target creature you don't control"),
    ],
    effects: [effect.fight()],
  },
});
