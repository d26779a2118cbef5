import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Excommunicate",
  spell: { targets: [target.creature()], effects: [effect.putOnLibraryTop()] },
});
