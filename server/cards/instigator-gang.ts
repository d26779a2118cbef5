import { ability, affects, effect, modify, transforming } from "../card-language/card-dsl.ts";

// An Innistrad werewolf (603.4's intervening "if" on each face) whose faces pump attacking creatures: a static
// ability that applies to creatures while they attack (506.3). 712.9's example copies its back face.
const attacking = (n: number) => `Attacking creatures you control get +${n}/+0.`;
const gang = "At the beginning of each upkeep, if no spells were cast last turn, transform Instigator Gang.";
const pack = "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Wildblood Pack.";
const attackers = affects.permanents({ types: ["Creature"], controller: "you", attacking: true });

export default transforming(
  {
    name: "Instigator Gang",
    cost: "{3}{R}",
    types: ["Creature"],
    subtypes: ["Human", "Werewolf"],
    pt: [2, 3],
    text: `${attacking(1)}\n${gang}`,
    abilities: [
      ability.continuous(attacking(1), attackers, modify.powerToughness(1, 0)),
      ability.triggered(
        gang,
        { on: "beginningOfStep", step: "upkeep", whose: "each" },
        { condition: { noSpellsLastTurn: true }, effects: [effect.transform()] },
      ),
    ],
  },
  {
    name: "Wildblood Pack",
    colorIndicator: ["R"],
    types: ["Creature"],
    subtypes: ["Werewolf"],
    pt: [5, 5],
    text: `Trample\n${attacking(3)}\n${pack}`,
    keywords: ["Trample"],
    abilities: [
      ability.continuous(attacking(3), attackers, modify.powerToughness(3, 0)),
      ability.triggered(
        pack,
        { on: "beginningOfStep", step: "upkeep", whose: "each" },
        { condition: { aPlayerCastLastTurn: 2 }, effects: [effect.transform()] },
      ),
    ],
  },
);
