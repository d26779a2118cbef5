import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Llanowar Sentinel",
  abilities: [
    ability.triggered(
      "When Llanowar Sentinel enters the battlefield, you may pay {1}{G}. If you do, search your library for a card named Llanowar Sentinel, put that card onto the battlefield, then shuffle.",
      { on: "enters", what: "self" },
      { effects: [effect.mayPay("{1}{G}", effect.searchLibraryToBattlefield({ named: "Llanowar Sentinel" }))] },
    ),
  ],
});
