import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Thorn Lieutenant",
  abilities: [
    ability.triggered(
      "Whenever Thorn Lieutenant becomes the target of a spell or ability an opponent controls, create a 1/1 green Elf Warrior creature token.",
      { on: "becomesTarget", by: "opponent" },
      { effects: [effect.createTokens(1, "Elf Warrior Token")] },
    ),
    ability.activated(cost("{5}{G}"), "Thorn Lieutenant gets +4/+4 until end of turn.", { effects: [effect.pumpUntilEndOfTurn(4, 4, { self: true })] }),
  ],
});
