import type { CostPart } from "../card-language/card-definition.ts";
import { ability, card, effect } from "../card-language/card-dsl.ts";

const another: CostPart = { kind: "sacrifice", text: "sacrifice another creature", filter: { types: ["Creature"], controller: "you" }, count: 1, other: true };

export default card({
  name: "Brawl-Bash Ogre",
  keywords: ["Menace"],
  abilities: [
    ability.triggered(
      "Whenever Brawl-Bash Ogre attacks, you may sacrifice another creature. If you do, Brawl-Bash Ogre gets +2/+2 until end of turn.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      { effects: [effect.ifYouDo(another, effect.pumpUntilEndOfTurn(2, 2, { self: true }))] },
    ),
  ],
});
