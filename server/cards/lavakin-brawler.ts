import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Lavakin Brawler",
  abilities: [
    ability.triggered(
      "Whenever Lavakin Brawler attacks, it gets +1/+0 until end of turn for each Elemental you control.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      { effects: [effect.pumpForEachUntilEndOfTurn(1, 0, { count: { subtypes: ["Elemental"], controller: "you" } })] },
    ),
  ],
});
