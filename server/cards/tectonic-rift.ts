import { card, effect, target } from "../card-language/card-dsl.ts";

// 611.2c: "Creatures without flying" are those on the battlefield as it resolves.
export default card({
  name: "Tectonic Rift",
  spell: {
    targets: [target.permanent({ types: ["Land"] }, "target land")],
    effects: [effect.destroy(), effect.cantBlockThisTurn({ each: { types: ["Creature"], notKeywords: ["Flying"] } })],
  },
});
