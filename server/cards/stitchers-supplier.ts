import { ability, card, effect } from "../card-language/card-dsl.ts";

// 603.2: one ability with two trigger events; dying, it looks back at itself on the battlefield (603.10a).
export default card({
  name: "Stitcher's Supplier",
  abilities: [
    {
      ...ability.triggered(
        "When Stitcher's Supplier enters the battlefield or dies, mill three cards.",
        { on: "enters", what: "self" },
        { effects: [effect.mill(3, { you: true })] },
      ),
      alsoOn: { on: "dies", what: "self" },
    },
  ],
});
