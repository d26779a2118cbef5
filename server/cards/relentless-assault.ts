import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Relentless Assault",
  spell: {
    effects: [effect.untap({ each: { types: ["Creature"], attackedThisTurn: true } }), effect.additionalCombatAndMainPhase()],
  },
});
