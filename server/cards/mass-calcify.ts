import { card, effect } from "../card-language/card-dsl.ts";

// 608.2j: "nonwhite" spares a creature that is white and another color.
export default card({
  name: "Mass Calcify",
  spell: { effects: [effect.destroyAll({ types: ["Creature"], notColors: ["W"] })] },
});
