import { card, effect, target } from "../card-language/card-dsl.ts";

// 608.2c: read as a whole — the spell goes on top of its owner's library instead of into the graveyard.
export default card({
  name: "Memory Lapse",
  spell: { targets: [target.spell()], effects: [effect.counterToLibraryTop()] },
});
