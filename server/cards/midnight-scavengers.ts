import { ability, effect, meldCard, target } from "../card-language/card-dsl.ts";
import { chitteringHost } from "./chittering-host.ts";

// 712.5a: melds with Graf Rats (whose ability does it) into Chittering Host.
export default meldCard(
  {
    name: "Midnight Scavengers",
    abilities: [
      ability.triggered(
        "When Midnight Scavengers enters the battlefield, you may return target creature card with mana value 3 or less from your graveyard to your hand.",
        { on: "enters", what: "self" },
        {
          targets: [target.cardInYourGraveyard({ types: ["Creature"], maxManaValue: 3 }, "target creature card with mana value 3 or less from your graveyard")],
          effects: [
            effect.optional("return target creature card with mana value 3 or less from your graveyard to your hand", effect.returnFromGraveyardToHand()),
          ],
        },
      ),
    ],
  },
  chitteringHost,
);
