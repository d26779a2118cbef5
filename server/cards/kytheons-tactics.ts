import { card, each, effect } from "../card-language/card-dsl.ts";

const yours = each({ types: ["Creature"], controller: "you" });

export default card({
  name: "Kytheon's Tactics",
  spell: { effects: [effect.pumpUntilEndOfTurn(2, 1, yours), effect.spellMastery(effect.gainKeywords(["Vigilance"], yours))] },
});
