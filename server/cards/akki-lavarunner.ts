import { ability, effect, flipCard } from "../card-language/card-dsl.ts";

// 710: a flip card. Flipped, it is Tok-Tok, Volcano Born (710.2), a legendary creature with the same mana cost and color.
export default flipCard(
  {
    name: "Akki Lavarunner",
    keywords: ["Haste"],
    abilities: [
      ability.triggered("Whenever Akki Lavarunner deals damage to an opponent, flip it.", { on: "dealsDamageToOpponent" }, { effects: [effect.flip()] }),
    ],
  },
  {
    name: "Tok-Tok, Volcano Born",
    keywords: [{ protectionFrom: "R" }],
    abilities: [
      // 614.1a: any red source, whoever controls it; the player may be its own controller.
      ability.replacement("If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.", {
        kind: "addDamage",
        damage: { to: "player", from: { colors: ["R"] } },
        extra: 1,
      }),
    ],
  },
);
