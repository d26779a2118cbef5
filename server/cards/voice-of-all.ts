import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

// 614.12: the color is chosen before it enters, and its protection is linked to that choice (607.2d); a copy of it
// chooses its own (707.6).
export default card({
  name: "Voice of All",
  keywords: ["Flying"],
  abilities: [
    ability.chooseAsEnters("As Voice of All enters the battlefield, choose a color.", "color"),
    ability.continuous("Voice of All has protection from the chosen color.", affects.self, modify.protectionFromChosenColor()),
  ],
});
