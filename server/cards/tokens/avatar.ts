import { ability, affects, modify, token } from "../../card-language/card-dsl.ts";

// Ajani Goldmane's token: a white Avatar whose power and toughness are its controller's life total (604.3, 613.4a).
export default token({
  subtypes: ["Avatar"],
  colors: ["W"],
  pt: [0, 0],
  abilities: [ability.continuous("This creature's power and toughness are each equal to your life total.", affects.self, modify.powerToughnessFromLife())],
});
