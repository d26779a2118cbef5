import { card, effect, target } from "../card-language/card-dsl.ts";

// "That land's controller": its controller as it last existed (608.2h), also when it wasn't destroyed.
export default card({
  name: "Cryoclasm",
  spell: {
    targets: [target.permanent({ subtypes: ["Plains", "Island"] }, "target Plains or Island")],
    effects: [effect.destroy(), effect.damagePlayers(3, { controllerOfTarget: 0 })],
  },
});
