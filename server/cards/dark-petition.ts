import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Dark Petition",
  spell: {
    effects: [{ kind: "searchLibraryToHand", filter: {}, reveal: false }, effect.spellMastery(effect.addMana("{B}{B}{B}"))],
  },
});
