import { ability, card, effect, target, X } from "../card-language/card-dsl.ts";

export default card({
  name: "Consume Spirit",
  abilities: [ability.static("Spend only black mana on X.", { kind: "spendOnlyColorOnX", color: "B" })],
  spell: { targets: [target.any()], effects: [effect.dealDamage(X), effect.gainLife(X, { you: true })] },
});
