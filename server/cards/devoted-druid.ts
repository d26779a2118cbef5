import { ability, card, cost, effect, putCounters, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Devoted Druid",
  cost: "{1}{G}",
  types: ["Creature"],
  subtypes: ["Elf", "Druid"],
  pt: [0, 2],
  text: "{T}: Add {G}.\nPut a -1/-1 counter on Devoted Druid: Untap Devoted Druid.",
  abilities: [
    ability.mana(cost(null, tapSelf), "G"),
    ability.activated(cost(null, putCounters("-1/-1")), "Untap Devoted Druid.", { effects: [effect.untap({ self: true })] }),
  ],
});
