// The table top: each player's plate (name, life, poison and other counters, counts, connection) and
// battlefield — lands apart from other permanents, tapped cards turned, counters, a planeswalker's loyalty,
// damage, attachments, what each attacker attacks, summoning sickness — and your hand; what the stack item
// pointed at targets is highlighted.

import type { PermanentMirror, PlayerMirror, StackItemMirror, TableMirror } from "../../client-sdk/index.ts";
import { cardFace, face, facesOf, frameClass, manaCost, otherFace } from "./cards.ts";
import { h, type Child } from "./dom.ts";
import type { PromptController } from "./prompt-panel.ts";

function roleClass(role: ReturnType<PromptController["objectRole"]>): string {
  return role ? `.${role}` : "";
}

/** Counters by kind, each as "2× +1/+1" with its full name on hover (122.1). */
function counterList(counters: Readonly<Record<string, number>>, skip?: string): HTMLElement[] {
  return Object.entries(counters)
    .filter(([k, n]) => n > 0 && k !== skip)
    .map(([k, n]) => h("span.counter", { dataset: { kind: k }, title: `${n} ${k} counter${n > 1 ? "s" : ""}` }, `${n}× ${k}`));
}

/** What an attacking creature attacks: a player, or a planeswalker (508.1b). */
function attackText(p: PermanentMirror, state: TableMirror): string {
  if (p.attackingPlaneswalker !== null) {
    const walker = state.battlefield.find((w) => w.id === p.attackingPlaneswalker);
    return `⚔ attacking ${walker?.name ?? "a planeswalker"} (${state.players[p.attacking ?? -1]?.name ?? ""})`;
  }
  return `⚔ attacking ${state.players[p.attacking ?? -1]?.name ?? ""}`;
}

/**
 * 708: what a face-down permanent or spell shows: a card back marked "face down"; to its controller alone, also the card
 * it is (708.5), folded like a double-faced card's other face.
 */
function faceDownBack(o: { readonly faceDownCard: string | null }): HTMLElement {
  return h(
    "div.face-down-back",
    null,
    h("div.face-down-mark", { title: "a 2/2 creature with no name, text or mana cost (708.2a)" }, "face down"),
    o.faceDownCard ? faceDownSecret(o.faceDownCard) : null,
  );
}

function faceDownSecret(card: string): HTMLElement {
  const stop = (e: Event): void => e.stopPropagation();
  return h("details.face-down-card", { onclick: stop }, h("summary", { title: "Only you can see this (708.5)" }, `it is ${card}`), cardFace(card));
}

/** A permanent as a small card: name, cost, P/T or loyalty, counters, damage; turned when tapped. */
function permanent(p: PermanentMirror, state: TableMirror, ui: PromptController, targeted: ReadonlySet<number>): HTMLElement {
  const attached = state.battlefield.filter((a) => a.attachedTo === p.id);
  // 306.5c: a planeswalker's loyalty counters are its loyalty, shown apart.
  const counters = counterList(p.counters, p.loyalty !== null ? "loyalty" : undefined);
  // 707.2: a copy shows what it copies (that card's name and cost, its own card named below). 712.8d–f: a
  // double-faced permanent shows the face that's up; its other face may be looked at (712.6). 710.2, 707.3: a flipped
  // flip card, or a flipped copy of one, shows its flipped half. 708.5: a face-down one shows neither.
  const copiesFlipCard = p.copyOf !== null && face(p.copyOf)?.layout === "flip";
  const { up, other } = p.faceDown
    ? { up: undefined, other: undefined }
    : facesOf(p.copyOf ?? p.name, p.copyOf ? (copiesFlipCard ? (p.flipped ? 1 : 0) : null) : p.face);
  const name = copiesFlipCard ? (up?.name ?? p.copyOf!) : (p.copyOf ?? p.faceName ?? p.name);
  // 712.4a: a melded permanent shows its combined face, and the two cards it is.
  const melded = p.melded ? [p.name, p.melded].map((n) => face(n)?.faces?.[0]?.name ?? n).join(" and ") : null;
  const classes = `div.permanent.${p.faceDown ? "face-down" : frameClass(p.copyOf ?? p.name, p.colors)}${p.tapped ? ".tapped" : ""}${p.summoningSick ? ".sick" : ""}${targeted.has(p.id) ? ".targeted" : ""}${roleClass(ui.objectRole(p.id))}`;
  return h(
    `div.permanent-slot${p.tapped ? ".tapped-slot" : ""}` as "div",
    null,
    h(
      classes as "div",
      {
        dataset: { id: String(p.id), name: p.name, ...(p.faceName ? { face: p.faceName } : {}) },
        title: `${name}${p.copyOf ? ` — ${p.name}, a copy of ${p.copyOf}` : ""}${melded ? ` — ${melded}, melded` : ""}${p.tapped ? " (tapped)" : ""}${p.summoningSick ? " — summoning sick (302.6)" : ""}`,
        onclick: () => ui.clickObject(p.id),
      },
      h("div.title", null, h("span.name", null, name), manaCost(up?.manaCost ?? null)),
      h("div.types", null, p.token ? "Token " : "", p.copyOf ? p.types : (up?.typeLine ?? p.types)),
      p.faceDown ? faceDownBack(p) : null,
      p.copyOf ? h("div.copy-of", null, `${p.name} copying ${p.copyOf}`) : null,
      melded ? h("div.melded", { title: "one permanent represented by two cards (712.4a)" }, `melded: ${melded}`) : null,
      // 613.1b: a permanent another player has taken shows whose it is.
      p.owner !== p.controller ? h("div.owner", null, `owned by ${state.players[p.owner]?.name ?? ""}`) : null,
      p.attachedToPlayer !== null ? h("div.owner", null, `enchanting ${state.players[p.attachedToPlayer]?.name ?? ""}`) : null,
      p.keywords ? h("div.keywords", { title: "keyword abilities now (702)" }, p.keywords) : null,
      p.renowned ? h("div.keywords", { title: "702.112b" }, "Renowned") : null,
      p.flipped ? h("div.keywords", { title: "flipped (710)" }, "Flipped") : null,
      counters.length ? h("div.counters", null, counters) : null,
      p.attacking !== null ? h("div.combat.attacking", null, attackText(p, state)) : null,
      p.blocking !== null
        ? h("div.combat", null, `🛡 blocking ${[p.blocking, ...p.alsoBlocking].map((id) => state.battlefield.find((a) => a.id === id)?.name ?? "").join(", ")}`)
        : null,
      p.power !== null
        ? h("div.pt", null, `${p.power}/${p.toughness}${p.damage ? ` (${p.damage} damage)` : ""}`)
        : p.damage
          ? h("div.pt", null, `${p.damage} damage`)
          : null,
      p.loyalty !== null ? h("div.loyalty", { title: `loyalty ${p.loyalty} (306.5c)` }, `◆ ${p.loyalty}`) : null,
      p.summoningSick ? h("div.sick-mark", { title: "summoning sick" }, "💤") : null,
      other ? otherFace(other, face(p.copyOf ?? p.name)?.layout === "flip") : null,
    ),
    ui.abilityMenu(p.id),
    attached.map((a) => h("div.attached", null, permanent(a, state, ui, targeted))),
  );
}

function battlefield(player: PlayerMirror, state: TableMirror, ui: PromptController, targeted: ReadonlySet<number>): HTMLElement {
  const mine = state.battlefield.filter(
    (p) => p.controller === player.seat && (p.attachedTo === null || !state.battlefield.some((host) => host.id === p.attachedTo)),
  );
  const isLand = (p: PermanentMirror): boolean => p.types.includes("Land") && p.power === null;
  return h(
    "div.battlefield",
    null,
    h(
      "div.row.others",
      null,
      mine.filter((p) => !isLand(p)).map((p) => permanent(p, state, ui, targeted)),
    ),
    h(
      "div.row.lands",
      null,
      mine.filter(isLand).map((p) => permanent(p, state, ui, targeted)),
    ),
  );
}

function plate(player: PlayerMirror, state: TableMirror, ui: PromptController, targetedPlayers: ReadonlySet<number>): HTMLElement {
  const role = ui.playerRole(player.seat);
  const pool = Object.entries(player.manaPool)
    .flatMap(([t, n]) => Array.from({ length: n }, () => `{${t}}`))
    .join("");
  return h(
    `div.plate${player.seat === state.activePlayer ? ".active" : ""}${player.seat === state.priorityPlayer ? ".has-priority" : ""}${targetedPlayers.has(player.seat) ? ".targeted" : ""}${roleClass(role)}${player.connected ? "" : ".disconnected"}` as "div",
    { dataset: { seat: String(player.seat), name: player.name }, onclick: () => ui.clickPlayer(player.seat) },
    h("span.player-name", null, player.name || `Seat ${player.seat + 1}`, player.you ? " (you)" : ""),
    h("span.life", { title: "life" }, `♥ ${player.life}`),
    player.poison ? h("span.poison", { title: "poison counters" }, `☠ ${player.poison}`) : null,
    h("span.player-counters", null, counterList(player.counters, "poison")),
    h("span.counts", null, `hand ${player.handCount} · library ${player.libraryCount} · graveyard ${player.graveyard.length}`),
    pool ? h("span.pool", null, `pool ${pool}`) : null,
    player.connected ? null : h("span.away", null, "disconnected"),
    player.status === "won" || player.status === "lost" || player.status === "draw" ? h(`span.result.${player.status}`, null, player.status) : null,
    player.graveyard.length
      ? h(
          "details.graveyard",
          null,
          h("summary", null, "graveyard"),
          h(
            "ul",
            null,
            player.graveyard.map((c) => h("li", { dataset: { id: String(c.id) }, onclick: () => ui.clickObject(c.id) }, c.name)),
          ),
        )
      : null,
  );
}

/** The ids (and seats) the stack's spells and abilities target, to highlight them on the board. */
export function targetsOf(items: readonly StackItemMirror[]): { objects: Set<number>; players: Set<number> } {
  const objects = new Set<number>();
  const players = new Set<number>();
  for (const item of items) for (const t of item.targets) (t.kind === "player" ? players : objects).add(t.id);
  return { objects, players };
}

export function playersArea(state: TableMirror, ui: PromptController, hovered: StackItemMirror | null): HTMLElement {
  const targets = targetsOf(hovered ? [hovered] : []);
  const me = state.you;
  // Opponents across the top, you at the bottom (a spectator sees the seats in order).
  const order = me === null ? state.players : [...state.players.filter((p) => p.seat !== me), state.players[me]!];
  return h(
    "div.players",
    null,
    order.map((p) =>
      h(
        `div.seat${p.seat === me ? ".mine" : ""}` as "div",
        { dataset: { seat: String(p.seat) } },
        plate(p, state, ui, targets.players),
        revealedHand(p),
        battlefield(p, state, ui, targets.objects),
      ),
    ),
  );
}

/** 701.20a: another seat's hand while it plays with it revealed (Telepathy): its cards, for everyone to see. */
function revealedHand(player: PlayerMirror): Child {
  if (player.you || !player.handRevealed || !player.hand) return null;
  return h(
    "div.hand.revealed",
    null,
    h("h3", { title: "played with the hand revealed (701.20a)" }, `${player.name}'s hand, revealed (${player.hand.length})`),
    h(
      "div.cards",
      null,
      player.hand.map((c) => h("div.hand-card", { dataset: { id: String(c.id), name: c.name } }, cardFace(c.name))),
    ),
  );
}

export function handArea(state: TableMirror, ui: PromptController): Child {
  const me = state.you === null ? null : state.players[state.you];
  if (!me?.hand) return null;
  // 715.3d: adventurer cards in exile that this player may cast.
  const adventuring = state.exile.filter((c) => c.adventurer === me.seat);
  return h(
    "div.hand",
    null,
    h("h3", null, `Your hand (${me.hand.length})${me.handRevealed ? ", revealed to all (701.20a)" : ""}`),
    h(
      "div.cards",
      null,
      me.hand.map((c) =>
        h(
          `div.hand-card${roleClass(ui.objectRole(c.id))}` as "div",
          { dataset: { id: String(c.id), name: c.name }, title: ui.castHint(c.id) ?? undefined, onclick: () => ui.clickObject(c.id) },
          cardFace(c.name),
          // The menu's own clicks choose a face; they aren't clicks on the card.
          h("div.face-menu", { onclick: (e: Event) => e.stopPropagation() }, ui.abilityMenu(c.id)),
        ),
      ),
    ),
    adventuring.length
      ? h(
          "div.adventures",
          null,
          h("h3", null, "On an adventure (715.3d)"),
          h(
            "div.cards",
            null,
            adventuring.map((c) =>
              h(
                `div.hand-card.exiled${roleClass(ui.objectRole(c.id))}` as "div",
                { dataset: { id: String(c.id), name: c.name }, title: ui.castHint(c.id) ?? undefined, onclick: () => ui.clickObject(c.id) },
                cardFace(c.name),
              ),
            ),
          ),
        )
      : null,
  );
}
