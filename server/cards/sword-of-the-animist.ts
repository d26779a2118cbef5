import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Sword of the Animist",
  abilities: [
    ability.equippedGets(1, 1),
    ability.triggered(
      "Whenever equipped creature attacks, you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
      { on: "combatRole", what: "attached", roles: ["attacks"] },
      {
        effects: [
          effect.optional("search your library for a basic land card", {
            kind: "searchLibraryToBattlefield",
            filter: { types: ["Land"], supertypes: ["Basic"] },
            tapped: true,
          }),
        ],
      },
    ),
    ability.equip(cost("{2}")),
  ],
});
