import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Scalpelexis",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "Whenever Scalpelexis deals combat damage to a player, that player exiles the top four cards of their library. If two or more of those cards have the same name, repeat this process.",
      { on: "dealsCombatDamageToPlayer" },
      { effects: [effect.exileTopRepeatingWhileNamesShared(4, { subjectPlayer: true })] },
    ),
  ],
});
