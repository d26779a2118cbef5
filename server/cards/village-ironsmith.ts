import { ability, transforming } from "../card-language/card-dsl.ts";

// An Innistrad werewolf: each face's upkeep trigger has an intervening "if" clause (603.4) about the spells
// cast last turn, and transforms it (701.27).
const smith = ability.werewolfTransform("Village Ironsmith", "front");
const ironfang = ability.werewolfTransform("Ironfang", "back");

export default transforming(
  {
    name: "Village Ironsmith",
    keywords: ["First strike"],
    abilities: [smith],
  },
  {
    name: "Ironfang",
    keywords: ["First strike"],
    abilities: [ironfang],
  },
);
