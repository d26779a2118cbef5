import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Colossus of Sardia",
  keywords: ["Trample"],
  abilities: [
    ability.static("Colossus of Sardia doesn't untap during your untap step.", { kind: "doesntUntap", affects: "self" }),
    ability.activated(cost("{9}"), "Untap Colossus of Sardia. Activate only during your upkeep.", {
      effects: [effect.untap({ self: true })],
      onlyDuringYour: "upkeep",
    }),
  ],
});
