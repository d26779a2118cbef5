import { ability, card } from "../engine/card-definition.ts";

export default card({
  name: "Sol Ring",
  cost: "{1}",
  types: ["Artifact"],
  text: "{T}: Add {C}{C}.",
  abilities: [ability.tapForMana("C", "C")],
});
