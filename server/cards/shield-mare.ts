import { ability, card, effect } from "../card-language/card-dsl.ts";

// 603.2: one ability with two trigger events.
export default card({
  name: "Shield Mare",
  abilities: [
    ability.blockableOnlyBy("Shield Mare can't be blocked by red creatures.", { notColors: ["R"] }),
    {
      ...ability.triggered(
        "When Shield Mare enters the battlefield or becomes the target of a spell or ability an opponent controls, you gain 3 life.",
        { on: "enters", what: "self" },
        { effects: [effect.gainLife(3, { you: true })] },
      ),
      alsoOn: { on: "becomesTarget", by: "opponent" },
    },
  ],
});
