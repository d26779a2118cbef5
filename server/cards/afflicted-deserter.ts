import { ability, effect, target, transforming } from "../card-language/card-dsl.ts";

// An Innistrad werewolf (603.4, 701.27). Its back face's first ability triggers as it transforms into Werewolf
// Ransacker (701.27e); the damage needs the artifact put into a graveyard by the destruction, not regenerated or
// exiled instead, and goes to the controller it last had (608.2h).
const ransack =
  "Whenever this creature transforms into Werewolf Ransacker, you may destroy target artifact. If that artifact is put into a graveyard this way, Werewolf Ransacker deals 3 damage to that artifact's controller.";

export default transforming(
  {
    name: "Afflicted Deserter",
    abilities: [ability.werewolfTransform("Afflicted Deserter", "front")],
  },
  {
    name: "Werewolf Ransacker",
    abilities: [
      ability.triggered(
        ransack,
        { on: "transformsInto", name: "Werewolf Ransacker" },
        {
          targets: [target.permanent({ types: ["Artifact"] }, "target artifact")],
          effects: [effect.optional("destroy target artifact", effect.destroyThen({ target: 0 }, effect.damagePlayers(3, { controllerOfTarget: 0 })))],
        },
      ),
      ability.werewolfTransform("Werewolf Ransacker", "back"),
    ],
  },
);
