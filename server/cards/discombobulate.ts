import { card, effect, target } from "../card-language/card-dsl.ts";

// A spell whose only target is illegal as it resolves doesn't resolve (608.2b): then no library is looked at.
export default card({
  name: "Discombobulate",
  spell: { targets: [target.spell()], effects: [effect.counter(), effect.lookAtTopPutBack(4)] },
});
