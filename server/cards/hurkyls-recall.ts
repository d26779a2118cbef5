import { card, effect, target } from "../card-language/card-dsl.ts";

// The artifacts the player owns, whoever controls them (108.3), all at once.
export default card({
  name: "Hurkyl's Recall",
  spell: { targets: [target.player()], effects: [effect.returnToHand({ each: { types: ["Artifact"] }, ownedBy: { target: 0 } })] },
});
