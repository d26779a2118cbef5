import { ability, affects, modify, transforming } from "../card-language/card-dsl.ts";

// An Innistrad werewolf whose back face gives its kind menace. 712.9's example makes it a copy of Elite Vanguard
// (a Human), so Moonmist transforms it: it is a double-faced card.
const outlaw = ability.werewolfTransform("Kruin Outlaw", "front");
const menace = ability.continuous(
  "Werewolves you control have menace. (They can't be blocked except by two or more creatures.)",
  affects.permanents({ subtypes: ["Werewolf"], controller: "you" }),
  modify.addKeywords("Menace"),
);
const terror = ability.werewolfTransform("Terror of Kruin Pass", "back");

export default transforming(
  {
    name: "Kruin Outlaw",
    cost: "{1}{R}{R}",
    types: ["Creature"],
    subtypes: ["Human", "Rogue", "Werewolf"],
    pt: [2, 2],
    text: `First strike\n${outlaw.text}`,
    keywords: ["First strike"],
    abilities: [outlaw],
  },
  {
    name: "Terror of Kruin Pass",
    colorIndicator: ["R"],
    types: ["Creature"],
    subtypes: ["Werewolf"],
    pt: [3, 3],
    text: `Double strike\n${menace.text}\n${terror.text}`,
    keywords: ["Double strike"],
    abilities: [menace, terror],
  },
);
