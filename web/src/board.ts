// The table top: each player's plate (name, life, poison, counts, clock, connection) and battlefield —
// lands apart from other permanents, tapped cards turned, counters, damage, attachments, summoning
// sickness — your hand, and the stack as a column with its top highlighted and its targets shown.

import type { PermanentMirror, PlayerMirror, StackItemMirror, TableMirror } from "../../client-sdk/index.ts";
import { cardFace, frameClass, manaCost, face } from "./cards.ts";
import { h, type Child } from "./dom.ts";
import type { PromptController } from "./prompt-panel.ts";

function clock(p: PlayerMirror, receivedAt: number): string {
  if (p.clockMs === null) return "";
  const left = Math.max(0, p.clockMs - (p.clockRunning ? Date.now() - receivedAt : 0));
  const seconds = Math.ceil(left / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

function roleClass(role: ReturnType<PromptController["objectRole"]>): string {
  return role ? `.${role}` : "";
}

/** A permanent as a small card: name, cost, P/T, counters, damage; turned when tapped. */
function permanent(p: PermanentMirror, state: TableMirror, ui: PromptController, targeted: ReadonlySet<number>): HTMLElement {
  const attached = state.battlefield.filter((a) => a.attachedTo === p.id);
  const counters = Object.entries(p.counters).map(([k, n]) => h("span.counter", { title: `${n} ${k} counter${n > 1 ? "s" : ""}` }, `${n}× ${k}`));
  // 707.2: a copy shows what it copies: that card's name and cost, its own card named below.
  const shown = p.copyOf ?? p.name;
  const classes = `div.permanent.${frameClass(shown, p.colors)}${p.tapped ? ".tapped" : ""}${p.summoningSick ? ".sick" : ""}${targeted.has(p.id) ? ".targeted" : ""}${roleClass(ui.objectRole(p.id))}`;
  return h(
    `div.permanent-slot${p.tapped ? ".tapped-slot" : ""}` as "div",
    null,
    h(
      classes as "div",
      {
        dataset: { id: String(p.id), name: p.name },
        title: `${p.name}${p.copyOf ? ` — a copy of ${p.copyOf}` : ""}${p.tapped ? " (tapped)" : ""}${p.summoningSick ? " — summoning sick (302.6)" : ""}`,
        onclick: () => ui.clickObject(p.id),
      },
      h("div.title", null, h("span.name", null, shown), manaCost(face(shown)?.manaCost ?? null)),
      h("div.types", null, p.token ? "Token " : "", p.copyOf ? p.types : (face(p.name)?.typeLine ?? p.types)),
      p.copyOf ? h("div.copy-of", null, `${p.name} copying ${p.copyOf}`) : null,
      // 613.1b: a permanent another player has taken shows whose it is.
      p.owner !== p.controller ? h("div.owner", null, `owned by ${state.players[p.owner]?.name ?? ""}`) : null,
      counters.length ? h("div.counters", null, counters) : null,
      p.attacking !== null ? h("div.combat", null, `⚔ attacking ${state.players[p.attacking]?.name ?? ""}`) : null,
      p.blocking !== null ? h("div.combat", null, `🛡 blocking ${state.battlefield.find((a) => a.id === p.blocking)?.name ?? ""}`) : null,
      p.power !== null
        ? h("div.pt", null, `${p.power}/${p.toughness}${p.damage ? ` (${p.damage} damage)` : ""}`)
        : p.damage
          ? h("div.pt", null, `${p.damage} damage`)
          : null,
      p.summoningSick ? h("div.sick-mark", { title: "summoning sick" }, "💤") : null,
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

function plate(player: PlayerMirror, state: TableMirror, ui: PromptController, receivedAt: number, targetedPlayers: ReadonlySet<number>): HTMLElement {
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
    h("span.counts", null, `hand ${player.handCount} · library ${player.libraryCount} · graveyard ${player.graveyard.length}`),
    pool ? h("span.pool", null, `pool ${pool}`) : null,
    player.clockMs !== null ? h(`span.clock${player.clockRunning ? ".running" : ""}`, null, `⏱ ${clock(player, receivedAt)}`) : null,
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

export function playersArea(state: TableMirror, ui: PromptController, receivedAt: number, hovered: StackItemMirror | null): HTMLElement {
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
        plate(p, state, ui, receivedAt, targets.players),
        battlefield(p, state, ui, targets.objects),
      ),
    ),
  );
}

export function handArea(state: TableMirror, ui: PromptController): Child {
  const me = state.you === null ? null : state.players[state.you];
  if (!me?.hand) return null;
  return h(
    "div.hand",
    null,
    h("h3", null, `Your hand (${me.hand.length})`),
    h(
      "div.cards",
      null,
      me.hand.map((c) =>
        h(
          `div.hand-card${roleClass(ui.objectRole(c.id))}` as "div",
          { dataset: { id: String(c.id), name: c.name }, title: ui.castHint(c.id) ?? undefined, onclick: () => ui.clickObject(c.id) },
          cardFace(c.name),
        ),
      ),
    ),
  );
}

export function stackColumn(state: TableMirror, onHover: (item: StackItemMirror | null) => void, ui: PromptController): HTMLElement {
  const items = [...state.stack].reverse();
  return h(
    "div.stack",
    null,
    h("h3", null, `The stack (${items.length})`),
    items.length === 0 ? h("p.empty", null, "empty") : null,
    items.map((item, i) =>
      h(
        `div.stack-item${i === 0 ? ".top" : ""}${item.complete ? "" : ".being-cast"}${roleClass(ui.objectRole(item.id))}` as "div",
        {
          dataset: { id: String(item.id), name: item.name },
          onmouseenter: () => onHover(item),
          onmouseleave: () => onHover(null),
          onclick: () => ui.clickObject(item.id),
        },
        h("div.stack-head", null, h("span.name", null, item.name), h("span.controller", null, state.players[item.controller]?.name ?? "")),
        item.kind === "spell"
          ? cardFace(item.name)
          : h("div.ability-text", null, `${item.kind === "triggeredAbility" ? "Triggered" : "Activated"} ability: ${item.text}`),
        item.modes.length
          ? h(
              "div.modes",
              null,
              item.modes.map((m) => h("div", null, `• ${m}`)),
            )
          : null,
        item.x ? h("div.x", null, `X = ${item.x}`) : null,
        item.kicks ? h("div.kicked", null, item.kicks > 1 ? `kicked ×${item.kicks}` : "kicked") : null,
        item.targets.length ? h("div.targets", null, `→ ${item.targets.map((t) => t.name).join(", ")}`) : null,
        item.copy ? h("div.note", null, "a copy (707.10)") : null,
        item.complete ? null : h("div.note", null, "being cast"),
      ),
    ),
  );
}
