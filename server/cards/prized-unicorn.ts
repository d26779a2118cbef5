import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Prized Unicorn",
  abilities: [ability.static("All creatures able to block Prized Unicorn do so.", { kind: "mustBeBlockedByAllAble", affects: "self" })],
});
