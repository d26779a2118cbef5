// Oracle templates for libraries, graveyards, hands and the stack: looking at the top cards of a library, putting a
// permanent or a card on top of a library, milling, returning cards from graveyards, gaining control until end of
// turn with "that creature" and "it" after it, several targets of one kind, exiling a graveyard. Each template's IR
// and round trip, then its behaviour once in a game with a real compiled card.

import { describe, expect, it } from "vitest";
import { compile, render } from "../../server/card-language/oracle/compile.ts";
import { lower } from "../../server/card-language/oracle/lower.ts";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

function compiled(name: string, text: string) {
  const r = compile(name, text);
  if (!r.ok) throw new Error(`${name}: ${r.reason}: ${r.paragraph}`);
  expect(render(r.ir, name)).toBe(text);
  return r.ir;
}

const card = (nouns: string[] = [], rest: object = {}) => ({ adjectives: [], nouns, controller: null, with: null, ...rest });
const graveyardId = (g: ReturnType<typeof duel>, player: string, name: string) =>
  g.state.players[g.playerId(player)]!.graveyard.find((c) => c.card === name)!.id;

describe("templates: libraries", () => {
  it("401: 'look at the top N cards of your library' with what the player keeps and where the rest go", () => {
    const augur =
      "When Augur of Bolas enters the battlefield, look at the top three cards of your library. You may reveal an instant or sorcery card from among them and put it into your hand. Put the rest on the bottom of your library in any order.";
    expect(compiled("Augur of Bolas", augur)).toEqual([
      {
        triggered: {
          when: { entersSelf: true },
          instructions: [{ lookAtTop: 3, take: { mayReveal: card(["instant", "sorcery"]) }, rest: "bottom in any order" }],
        },
      },
    ]);
    const spoils =
      "Look at the top five cards of your library. You may reveal a black card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.";
    expect(compiled("Liliana's Spoils", spoils)).toEqual([
      { spell: [{ lookAtTop: 5, take: { mayReveal: { ...card(), adjectives: [{ color: "B" }] } }, rest: "bottom in a random order" }] },
    ]);
    expect(compiled("Index", "Look at the top five cards of your library, then put them back in any order.")).toEqual([
      { spell: [{ lookAtTop: 5, take: null, rest: "back in any order" }] },
    ]);
    expect(
      compiled("Glimpse the Future", "Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard."),
    ).toEqual([{ spell: [{ lookAtTop: 3, take: { put: 1 }, rest: "graveyard" }] }]);
    const geist =
      "When Tower Geist enters the battlefield, look at the top two cards of your library. Put one of them into your hand and the other into your graveyard.";
    expect(compiled("Tower Geist", geist)).toEqual([
      { triggered: { when: { entersSelf: true }, instructions: [{ lookAtTop: 2, take: { put: 1 }, rest: "graveyard" }] } },
    ]);
    const b = lower(
      compiled(
        "Drawn from Dreams",
        "Look at the top seven cards of your library. Put two of them into your hand and the rest on the bottom of your library in a random order.",
      ),
      {
        name: "Drawn from Dreams",
        types: ["Sorcery"],
      },
    );
    expect(b.spell?.effects).toEqual([{ kind: "lookAtTop", amount: 7, takeExactly: 2, rest: "bottomRandom" }]);
  });

  it("Augur of Bolas: the instant revealed goes to the hand, the rest to the bottom in the order chosen", () => {
    const g = duel({ hand: ["Augur of Bolas"], battlefield: ["Island", "Island"], library: ["Forest", "Shock", "Mountain", "Plains"] });
    g.castAndPay("Augur of Bolas").passAll().passAll();
    expect(g.expectPrompt("chooseOption").options).toEqual(["Shock", "none"]);
    g.answer({ kind: "option", option: "Shock" });
    g.answer({ kind: "option", option: "Mountain" });
    expect(g.handNames("Ana")).toEqual(["Shock"]);
    expect(g.state.players[g.playerId("Ana")]!.library).toEqual(["Plains", "Forest", "Mountain"]);
  });

  it("Anticipate puts one of the three into the hand; Tower Geist puts one into the hand and the other into the graveyard", () => {
    const g = duel({ hand: ["Anticipate"], battlefield: ["Island", "Island"], library: ["Forest", "Shock", "Mountain", "Plains"] });
    g.castAndPay("Anticipate").passAll();
    g.answer({ kind: "option", option: "Shock" });
    g.answer({ kind: "option", option: "Forest" });
    expect(g.handNames("Ana")).toEqual(["Shock"]);
    expect(g.state.players[g.playerId("Ana")]!.library).toEqual(["Plains", "Mountain", "Forest"]);
    const t = duel({ hand: ["Tower Geist"], battlefield: ["Island", "Island", "Island", "Island"], library: ["Forest", "Shock", "Mountain"] });
    t.castAndPay("Tower Geist").passAll().passAll();
    t.answer({ kind: "option", option: "Shock" });
    expect(t.handNames("Ana")).toEqual(["Shock"]);
    expect(t.graveyardNames("Ana")).toEqual(["Forest"]);
    expect(t.state.players[t.playerId("Ana")]!.library).toEqual(["Mountain"]);
  });

  it("Skalla Wolf: the rest go to the bottom in a random order, with no choice asked", () => {
    const g = duel({
      hand: ["Skalla Wolf"],
      battlefield: Array(5).fill("Forest"),
      library: ["Plains", "Island", "Llanowar Elves", "Swamp", "Mountain", "Shock"],
    });
    g.castAndPay("Skalla Wolf").passAll().passAll();
    g.answer({ kind: "option", option: "Llanowar Elves" });
    expect(g.handNames("Ana")).toEqual(["Llanowar Elves"]);
    expect(g.prompt.kind).toBe("priority");
    const library = g.state.players[g.playerId("Ana")]!.library;
    expect(library[0]).toBe("Shock");
    expect([...library.slice(1)].sort()).toEqual(["Island", "Mountain", "Plains", "Swamp"]);
  });

  it("Excommunicate puts a creature on top of its owner's library; Reclaim puts a card from your graveyard there", () => {
    expect(compiled("Excommunicate", "Put target creature on top of its owner's library.")).toEqual([
      { spell: [{ putOnLibrary: { target: card(["creature"]) }, position: "top" }] },
    ]);
    const g = duel({ hand: ["Excommunicate"], battlefield: ["Plains", "Plains", "Plains"] }, { battlefield: ["Hill Giant"], library: ["Forest"] });
    g.castAndPay("Excommunicate", "Hill Giant").passAll();
    expect(g.permanents("Hill Giant")).toEqual([]);
    expect(g.state.players[g.playerId("Ben")]!.library).toEqual(["Hill Giant", "Forest"]);
    expect(compiled("Reclaim", "Put target card from your graveyard on top of your library.")).toEqual([
      { spell: [{ putOnLibrary: { targetCardInYourGraveyard: null }, position: "top" }] },
    ]);
    const r = duel({ hand: ["Reclaim"], battlefield: ["Forest"], graveyard: ["Shock"], library: ["Plains"] });
    r.cast("Reclaim");
    r.answer({ kind: "targets", targets: [{ kind: "object", id: graveyardId(r, "Ana", "Shock") }] })
      .autoPay()
      .passAll();
    expect(r.state.players[r.playerId("Ana")]!.library).toEqual(["Shock", "Plains"]);
  });

  it("701.13a: 'mill N cards' said to the controller: Screeching Skaab", () => {
    expect(compiled("Screeching Skaab", "When Screeching Skaab enters the battlefield, mill two cards.")).toEqual([
      { triggered: { when: { entersSelf: true }, instructions: [{ millCards: 2 }] } },
    ]);
    const g = duel({ hand: ["Screeching Skaab"], battlefield: ["Island", "Island"], library: ["Plains", "Forest", "Swamp"] });
    g.castAndPay("Screeching Skaab").passAll().passAll();
    expect(g.graveyardNames("Ana").sort()).toEqual(["Forest", "Plains"]);
  });
});

describe("templates: graveyards", () => {
  it("Rise Again returns a creature card to the battlefield; Gravewaker returns it tapped", () => {
    expect(compiled("Gravewaker", "{5}{B}{B}: Return target creature card from your graveyard to the battlefield tapped.")).toEqual([
      {
        activated: { cost: "{5}{B}{B}", instructions: [{ returnToBattlefield: { targetCardInYourGraveyard: card(["creature"]) }, tapped: true }], limit: null },
      },
    ]);
    const g = duel({ battlefield: ["Gravewaker", ...Array(7).fill("Swamp")], graveyard: ["Hill Giant"] });
    g.activate("Gravewaker");
    g.answer({ kind: "targets", targets: [{ kind: "object", id: graveyardId(g, "Ana", "Hill Giant") }] })
      .autoPay()
      .passAll();
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    const r = duel({ hand: ["Rise Again"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], graveyard: ["Hill Giant"] });
    r.cast("Rise Again");
    r.answer({ kind: "targets", targets: [{ kind: "object", id: graveyardId(r, "Ana", "Hill Giant") }] })
      .autoPay()
      .passAll();
    expect(r.permanent("Hill Giant").tapped).toBe(false);
  });

  it("Endless Obedience puts a creature card from an opponent's graveyard onto the battlefield under your control", () => {
    const text = "Put target creature card from a graveyard onto the battlefield under your control.";
    expect(compiled("Endless Obedience", text)).toEqual([{ spell: [{ putOntoBattlefieldUnderYourControl: { targetCardInAGraveyard: card(["creature"]) } }] }]);
    const g = duel({ hand: ["Endless Obedience"], battlefield: Array(6).fill("Swamp") }, { graveyard: ["Hill Giant"] });
    g.cast("Endless Obedience");
    g.answer({ kind: "targets", targets: [{ kind: "object", id: graveyardId(g, "Ben", "Hill Giant") }] })
      .autoPay()
      .passAll();
    expect(g.permanents("Hill Giant", "Ana")).toHaveLength(1);
  });

  it("several targets of one kind: Soul Salvage returns up to two creature cards; Into the Void up to two creatures", () => {
    const salvage = compiled("Soul Salvage", "Return up to two target creature cards from your graveyard to your hand.");
    expect(salvage).toEqual([{ spell: [{ returnTargetsToHand: { targets: 2, upTo: true, what: card(["creature"]), from: "your graveyard" } }] }]);
    expect(lower(salvage, { name: "Soul Salvage", types: ["Sorcery"] }).spell?.targets[0]).toMatchObject({
      min: 0,
      max: 2,
      cardsInYourGraveyard: { types: ["Creature"] },
    });
    const g = duel({ hand: ["Soul Salvage"], battlefield: ["Swamp", "Swamp", "Swamp"], graveyard: ["Hill Giant", "Grizzly Bears", "Shock"] });
    g.cast("Soul Salvage");
    const ids = ["Hill Giant", "Grizzly Bears"].map((n) => ({ kind: "object" as const, id: graveyardId(g, "Ana", n) }));
    g.answer({ kind: "targets", targets: ids }).autoPay().passAll();
    expect(g.handNames("Ana").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    const v = duel({ hand: ["Into the Void"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Hill Giant", "Grizzly Bears"] });
    v.castAndPay("Into the Void", "Hill Giant", "Grizzly Bears").passAll();
    expect(v.handNames("Ben").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
  });

  it("Apostle of Purifying Light exiles a card from a graveyard; Tormod's Crypt exiles a player's graveyard", () => {
    const g = duel({ battlefield: ["Apostle of Purifying Light", "Plains", "Plains"] }, { graveyard: ["Hill Giant"] });
    g.activate("Apostle of Purifying Light");
    g.answer({ kind: "targets", targets: [{ kind: "object", id: graveyardId(g, "Ben", "Hill Giant") }] })
      .autoPay()
      .passAll();
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Hill Giant"]);
    expect(compiled("Tormod's Crypt", "{T}, Sacrifice Tormod's Crypt: Exile target player's graveyard.")).toEqual([
      { activated: { cost: "{T}, Sacrifice ~", instructions: [{ exileGraveyard: "target player" }], limit: null } },
    ]);
    const c = duel({ battlefield: ["Tormod's Crypt"] }, { graveyard: ["Hill Giant", "Shock"] });
    c.activate("Tormod's Crypt").targets("Ben").autoPay().passAll();
    expect(c.graveyardNames("Ben")).toEqual([]);
    expect(c.state.exile.map((x) => x.card).sort()).toEqual(["Hill Giant", "Shock"]);
  });
});

describe("templates: hands", () => {
  it("701.20a, 701.9b: Distress: the player reveals their hand, you choose a nonland card from it, they discard it", () => {
    const text = "Target player reveals their hand. You choose a nonland card from it. That player discards that card.";
    expect(compiled("Distress", text)).toEqual([
      { spell: [{ revealsHandYouChooseDiscard: { ...card(), adjectives: [{ nonType: "land" }] }, who: "target player" }] },
    ]);
    const g = duel({ hand: ["Distress"], battlefield: ["Swamp", "Swamp"] }, { hand: ["Forest", "Hill Giant", "Giant Growth"] });
    g.castAndPay("Distress", "Ben").passAll();
    const p = g.expectPrompt("chooseOption", "Ana");
    expect(p.options).toEqual(["Hill Giant", "Giant Growth"]);
    g.answer({ kind: "option", option: "Hill Giant" });
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.handNames("Ben")).toEqual(["Forest", "Giant Growth"]);
  });
});

describe("templates: control", () => {
  it("613.1b: Mark of Mutiny: gain control until end of turn; 'it' and 'that creature' are the creature before", () => {
    const text = "Gain control of target creature until end of turn. Put a +1/+1 counter on it. Untap that creature. It gains haste until end of turn.";
    const ir = compiled("Mark of Mutiny", text);
    expect(ir).toEqual([
      {
        spell: [
          { gainControlUntilEndOfTurn: { target: card(["creature"]) } },
          { putCounters: 1, counterKind: "+1/+1", on: { previous: "it" } },
          { untap: { previous: "that creature" } },
          { pump: null, gains: ["haste"], who: { previous: "it" } },
        ],
      },
    ]);
    expect(lower(ir, { name: "Mark of Mutiny", types: ["Sorcery"] }).spell?.targets).toHaveLength(1);
    const g = duel({ hand: ["Mark of Mutiny"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: [{ card: "Hill Giant", tapped: true }] });
    g.castAndPay("Mark of Mutiny", "Hill Giant").passAll();
    const giant = g.permanent("Hill Giant", "Ana");
    expect(giant.tapped).toBe(false);
    expect(g.pt("Hill Giant")).toEqual([4, 4]);
    expect(keywordsOf(g.reader, giant)).toContain("Haste");
  });
});
