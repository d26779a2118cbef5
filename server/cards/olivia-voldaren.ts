import { ability, card, cost, effect, target } from "../card-language/card-dsl.ts";

// 707.11: "Olivia Voldaren" in its abilities means the permanent itself, whatever it is called or copies by the time
// an ability resolves. 611.2b: the control effect lasts for as long as the ability's controller controls it.
const ping =
  "Olivia Voldaren deals 1 damage to another target creature. That creature becomes a Vampire in addition to its other types. Put a +1/+1 counter on Olivia Voldaren.";
const steal = "Gain control of target Vampire for as long as you control Olivia Voldaren.";

export default card({
  name: "Olivia Voldaren",
  keywords: ["Flying"],
  abilities: [
    ability.activated(cost("{1}{R}"), ping, {
      targets: [target.otherThanSource(target.creature({}, "another target creature"))],
      effects: [effect.dealDamage(1), effect.addTypes([], ["Vampire"]), effect.putCounters("+1/+1", 1, { self: true })],
    }),
    ability.activated(cost("{3}{B}{B}"), steal, {
      targets: [target.permanent({ subtypes: ["Vampire"] }, "target Vampire")],
      effects: [effect.gainControl("whileYouControlSource")],
    }),
  ],
});
