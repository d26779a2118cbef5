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
    keywords: ["First strike"],
    abilities: [outlaw],
  },
  {
    name: "Terror of Kruin Pass",
    keywords: ["Double strike"],
    abilities: [menace, terror],
  },
);
