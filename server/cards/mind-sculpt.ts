import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Mind Sculpt",
  cost: "{1}{U}",
  types: ["Sorcery"],
  text: "Target opponent mills seven cards.",
  spell: { targets: [{ ...target.player("target opponent"), players: "opponent" }], effects: [effect.mill(7)] },
});
