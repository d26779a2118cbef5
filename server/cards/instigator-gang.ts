import { ability, affects, modify, transforming } from "../card-language/card-dsl.ts";

// An Innistrad werewolf (603.4's intervening "if" on each face) whose faces pump attacking creatures: a static
// ability that applies to creatures while they attack (506.3). 712.9's example copies its back face.
const attacking = (n: number) => ability.continuous(`Attacking creatures you control get +${n}/+0.`, attackers, modify.powerToughness(n, 0));
const attackers = affects.permanents({ types: ["Creature"], controller: "you", attacking: true });
const gang = [attacking(1), ability.werewolfTransform("Instigator Gang", "front")];
const pack = [attacking(3), ability.werewolfTransform("Wildblood Pack", "back")];

export default transforming(
  {
    name: "Instigator Gang",
    abilities: gang,
  },
  {
    name: "Wildblood Pack",
    keywords: ["Trample"],
    abilities: pack,
  },
);
