import { ability, cost, effect, token } from "../../card-language/card-dsl.ts";

// Dragon Egg's token: a 2/2 red Dragon creature token with flying and "{R}: This creature gets +1/+0 until end of turn."
export default token({
  subtypes: ["Dragon"],
  colors: ["R"],
  pt: [2, 2],
  keywords: ["Flying"],
  abilities: [ability.activated(cost("{R}"), "This creature gets +1/+0 until end of turn.", { effects: [effect.pumpUntilEndOfTurn(1, 0, { self: true })] })],
});
