import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Necrobite",
  spell: { targets: [target.creature()], effects: [effect.gainKeywords(["Deathtouch"]), effect.regenerate({ target: 0 })] },
});
