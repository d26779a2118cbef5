import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Contaminated Bond",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.triggered(
      "Whenever enchanted creature attacks or blocks, its controller loses 3 life.",
      { on: "combatRole", what: "attached", roles: ["attacks", "blocks"] },
      { effects: [effect.loseLife(3, { controllerOfSubject: true })] },
    ),
  ],
});
