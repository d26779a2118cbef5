import { ability, card, cost, effect, sacrifice, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Spirit Bonds",
  abilities: [
    ability.triggered(
      "Whenever a nontoken creature enters the battlefield under your control, you may pay {W}. If you do, create a 1/1 white Spirit creature token with flying.",
      { on: "enters", what: { types: ["Creature"], nontoken: true, controller: "you" } },
      { effects: [effect.mayPay("{W}", effect.createTokens(1, "Spirit Token"))] },
    ),
    ability.activated(
      cost("{1}{W}", sacrifice("a Spirit", { subtypes: ["Spirit"] })),
      'Target non-Spirit creature gains indestructible until end of turn. (Damage and effects that say "destroy" don\'t destroy it.)',
      { targets: [target.creature({ notSubtypes: ["Spirit"] }, "target non-Spirit creature")], effects: [effect.gainKeywords(["Indestructible"])] },
    ),
  ],
});
