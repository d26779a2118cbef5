import { card, each, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Eyeblight Massacre",
  spell: { effects: [effect.pumpUntilEndOfTurn(-2, -2, each({ types: ["Creature"], notSubtypes: ["Elf"] }))] },
});
