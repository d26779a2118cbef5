// A modal spell's modes in French (web/src/cards/modes.ts), over the server's pool as GET /api/cards serves it: every
// modal card whose French text lists its modes (bullets, or an older printing's "; ou" sentence) is matched one to
// one with the English modes the server sends, in printed order; the others keep English.

import { describe, expect, it } from "vitest";
import { cardRegistry } from "../../server/cards/index.ts";
import { mainText } from "../../server/engine/stack/spell-text.ts";
import { cardFace } from "../../server/http/routes.ts";
import { bullets, frenchModes, frenchModeTexts } from "../../web/src/cards/modes.ts";

/** Every face of the pool as the page receives it, with the mode texts the server sends for it. */
const faces = [...cardRegistry.values()]
  .flatMap((d) => [d, ...(d.faces?.list ?? [])])
  .map((d) => ({ face: cardFace(d), modes: mainText(d).modes?.texts ?? null }));
const byName = (name: string) => faces.find((x) => x.face.name === name);

describe("a modal spell's modes in French", () => {
  it("matches every modal card of the pool whose French text lists its modes, and says how many fall back", () => {
    const modal = faces.filter((x) => x.modes !== null);
    const listed = modal.filter((x) => frenchModeTexts(x.face.french?.text).length > 0);
    const matched = listed.filter((x) => frenchModes(x.modes!, x.face) !== null);
    // Each mode alone too, as the stack shows the chosen ones.
    const eachAlone = listed.filter((x) => x.modes!.every((m) => frenchModes([m], x.face)?.length === 1));
    const fallBack = modal.filter((x) => frenchModes(x.modes!, x.face) === null).map((x) => x.face.name);
    console.info(
      `modal cards: ${modal.length}; French modes listed: ${listed.length}; matched: ${matched.length}; falling back to English: ${fallBack.join(", ")}`,
    );
    expect(listed.length).toBeGreaterThan(5);
    expect(matched.length).toBe(listed.length);
    expect(eachAlone.length).toBe(listed.length);
    // Those that fall back have no French text at all.
    for (const name of fallBack) expect(byName(name)?.face.french?.text, name).toBeUndefined();
    // Every face whose French text has bullets has as many English ones.
    for (const { face } of faces)
      if (bullets(face.french?.text).length > 0) expect(bullets(face.text).length, face.name).toBe(bullets(face.french?.text).length);
  });

  it("keeps the printed order, for a full list and for the modes chosen", () => {
    const misery = byName("Misery Charm");
    if (misery) {
      expect(misery.face.french?.name).toBe("Fétiche de misère");
      expect(frenchModes(misery.modes!, misery.face)).toEqual([
        "Détruisez le clerc ciblé.",
        "Renvoyez le clerc ciblé depuis votre cimetière dans votre main.",
        "Le joueur ciblé perd 2 points de vie.",
      ]);
      expect(frenchModes([misery.modes![2]!], misery.face)).toEqual(["Le joueur ciblé perd 2 points de vie."]);
    }
    const cryptic = byName("Cryptic Command");
    if (cryptic) expect(frenchModes([cryptic.modes![3]!, cryptic.modes![0]!], cryptic.face)).toEqual(["Piochez une carte.", "Contrecarrez le sort ciblé."]);
    const nature = byName("Return to Nature");
    if (nature)
      expect(frenchModes(nature.modes!, nature.face)).toEqual([
        "Détruisez un artefact ciblé.",
        "Détruisez un enchantement ciblé.",
        "Exilez une carte ciblée depuis un cimetière.",
      ]);
    // "~" in the server's words is the card's name in the printed ones.
    const strike = byName("Reckless Air Strike");
    if (strike) expect(frenchModes([strike.modes![0]!], strike.face)?.[0]).toMatch(/^Le Raid aérien téméraire inflige 3 blessures/);
    expect([misery, cryptic, nature, strike].filter(Boolean).length).toBeGreaterThan(2);
  });

  it("keeps English when the French modes can't be matched one to one", () => {
    const f = { name: "X", text: "Choose one —\n• A.\n• B.", french: { name: "X", text: "Choisissez l'un —\n• A." } };
    expect(frenchModes(["A."], f)).toBeNull();
    expect(frenchModes(["A."], { ...f, french: { name: "X" } })).toBeNull();
    expect(frenchModes(["A."], undefined)).toBeNull();
    // Words that differ from the printed ones: a full list goes by order, a part of it can't be placed.
    const two = { ...f, french: { name: "X", text: "Choisissez l'un —\n• Un.\n• Deux." } };
    expect(frenchModes(["A!", "B!"], two)).toEqual(["Un.", "Deux."]);
    expect(frenchModes(["B!"], two)).toBeNull();
    expect(frenchModes(["B."], two)).toEqual(["Deux."]);
  });
});
