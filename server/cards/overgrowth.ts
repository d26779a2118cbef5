import { ability, card, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Overgrowth",
  enchant: { ...target.permanent({ types: ["Land"] }, "target land"), text: "enchant land" },
  abilities: [
    ability.triggered(
      "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.",
      { on: "tappedForMana", what: "attached" },
      { effects: [{ kind: "addMana", mana: ["G", "G"], player: { controllerOfSubject: true } }] },
    ),
  ],
});
