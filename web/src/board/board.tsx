// The table top as components keyed by object id: each player's plate (name, life, poison and other counters,
// counts, clock, connection) and battlefield — lands apart from other permanents, tapped cards turned, counters, a
// planeswalker's loyalty, damage, attachments, what each attacker attacks, summoning sickness — and your hand. A
// patch renders again only the permanents and cards whose look changed. Clicks go to the prompt's controller.

import type { ReadonlySignal } from "@preact/signals";
import { memo } from "preact/compat";
import { useLayoutEffect, useRef } from "preact/hooks";
import type { CardMirror, PermanentMirror, PlayerMirror, StackItemMirror, TableMirror } from "../../../client-sdk/index.ts";
import { CardImage, CardPreview, localKeywords, localName, ManaCost, OtherFace, TextFace, usePreview } from "../cards/card-face.tsx";
import { face, facesOf, frameClass } from "../cards.ts";
import { t } from "../i18n.ts";
import type { MenuItem, PromptController } from "../prompt/controller.ts";
import type { TableSignals } from "../table-signals.ts";
import "./board.css";

/** What the board asks of the prompt's controller: each object's and player's role, clicks, the ability menus. */
export type BoardPrompt = Pick<PromptController, "objectRole" | "playerRole" | "castHint" | "clickObject" | "clickPlayer" | "abilityMenu" | "menuFor">;
type Role = ReturnType<PromptController["objectRole"]>;

export interface BoardProps {
  readonly signals: TableSignals;
  readonly ui: BoardPrompt;
  /** Bumped when the controller's selections change (they live outside the signals). */
  readonly redraws: ReadonlySignal<number>;
  /** The stack item under the pointer: what it targets is highlighted. */
  readonly hovered: ReadonlySignal<StackItemMirror | null>;
}

/** The board: rendered once when the game starts, it follows the table's signals and the controller's redraws. */
export function Board({ signals, ui, redraws, hovered }: BoardProps) {
  // Components that read signals skip a render when their props are unchanged: `redraw` tells them that the
  // controller's roles and menus, which they read, may have changed.
  const redraw = redraws.value;
  // The roles come from the pending prompt, which may change without a patch.
  void signals.prompt.value;
  const targets = { objects: new Set<number>(), players: new Set<number>() };
  for (const target of hovered.value?.targets ?? []) (target.kind === "player" ? targets.players : targets.objects).add(target.id);
  return <BoardView state={signals.state.value} ui={ui} redraw={redraw} targets={targets} clock={signals} />;
}

/** What a running clock counts down from (the live table's signals; a replay has no clock). */
type ClockTime = Pick<TableSignals, "now" | "receivedAt">;

export interface BoardViewProps {
  readonly state: TableMirror;
  readonly ui: BoardPrompt;
  readonly redraw: number;
  /** The players and objects the hovered stack item targets. */
  readonly targets: { readonly objects: ReadonlySet<number>; readonly players: ReadonlySet<number> };
  readonly clock: ClockTime | null;
  /** "all": every hand the mirror holds is shown, at its seat (a finished game's replay); else only revealed ones. */
  readonly hands?: "all";
}

/** The seats, their battlefields and your hand as a mirror of the table holds them: the live table's, or a replay's step. */
export function BoardView({ state, ui, redraw, targets, clock, hands }: BoardViewProps) {
  const me = state.you;
  // Opponents across the top, you at the bottom (a spectator sees the seats in order).
  const order = me === null ? state.players : [...state.players.filter((p) => p.seat !== me), state.players[me]!];
  return (
    <>
      <div class="players">
        {order.map((p) => (
          <div key={p.seat} class={`seat${p.seat === me ? " mine" : ""}`} data-seat={String(p.seat)}>
            <Plate redraw={redraw} player={p} state={state} ui={ui} clock={clock} targeted={targets.players.has(p.seat)} />
            <RevealedHand player={p} all={hands === "all"} />
            <Battlefield redraw={redraw} player={p} state={state} ui={ui} targeted={targets.objects} />
          </div>
        ))}
      </div>
      <Hand redraw={redraw} state={state} ui={ui} />
      <PreviewPlace />
    </>
  );
}

/** The cards a pointer can show large. */
const PREVIEWABLE = ".permanent, .hand-card, .picture-card, .stack-item";
/** A card's width for its height (63 × 88 mm). */
const CARD_RATIO = 63 / 88;

/**
 * The large preview over the board, on the side of the card away from the one under the pointer, and above the
 * prompt: it covers neither the log nor the prompt nor the card looked at. Placed as the pointer comes over a card.
 */
function PreviewPlace() {
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const onOver = (e: PointerEvent): void => {
      const el = place.current;
      const card = e.target instanceof Element ? e.target.closest(PREVIEWABLE) : null;
      const board = el?.closest(".board-scroll") ?? el?.parentElement;
      if (!el || !card || !board) return;
      const area = board.getBoundingClientRect();
      const view = el.ownerDocument.documentElement;
      const top = Math.max(area.top, 0) + 8;
      let bottom = Math.min(area.bottom, view.clientHeight) - 8;
      const prompt = el.ownerDocument.querySelector(".prompt-area")?.getBoundingClientRect();
      if (prompt && prompt.height > 0 && prompt.top > top && prompt.top < bottom) bottom = prompt.top - 8;
      const c = card.getBoundingClientRect();
      const roomLeft = c.left - area.left - 16;
      const roomRight = area.right - c.right - 16;
      const width = Math.max(120, Math.min(300, (bottom - top) * CARD_RATIO, Math.max(roomLeft, roomRight)));
      el.style.setProperty("--preview-left", `${roomRight >= roomLeft ? area.right - width - 8 : area.left + 8}px`);
      el.style.setProperty("--preview-top", `${top}px`);
      el.style.setProperty("--preview-width", `${width}px`);
    };
    document.addEventListener("pointerover", onOver, { passive: true });
    return () => document.removeEventListener("pointerover", onOver);
  }, []);
  return (
    <div class="preview-place" ref={place}>
      <CardPreview />
    </div>
  );
}

/** A board that takes no clicks and offers nothing: a replay's. */
export const NO_PROMPT: BoardPrompt = {
  objectRole: () => null,
  playerRole: () => null,
  castHint: () => null,
  clickObject: () => {},
  clickPlayer: () => {},
  abilityMenu: () => null,
  menuFor: null,
};

/**
 * What makes a card or a plate answer clicks and the keyboard (Enter or Space while it has focus). Clicks inside a
 * folded face or a menu only open those.
 */
function clickable(action: () => void) {
  return {
    role: "button",
    tabIndex: 0,
    onClick: (e: MouseEvent) => {
      if (!(e.target instanceof Element && e.target.closest("details, .face-menu"))) action();
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== "Enter" && e.key !== " ") return;
      // The page's own Enter and Space pass priority: not while a card has focus.
      e.preventDefault();
      e.stopPropagation();
      action();
    },
  } as const;
}

function roleClass(role: Role): string {
  return role ? ` ${role}` : "";
}

/** The menu open on a card or permanent: a button for each ability or face the controller offers. */
function AbilityMenu({ items }: { items: readonly MenuItem[] | null }) {
  if (!items) return null;
  return (
    <div class="ability-menu">
      {items.map((item) => (
        <button key={item.key} type="button" onClick={item.choose}>
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** Counters by kind, each as "2× +1/+1" with its full name on hover (122.1). */
function Counters({ counters, skip, class: cls }: { counters: Readonly<Record<string, number>>; skip?: string; class: string }) {
  const list = Object.entries(counters).filter(([k, n]) => n > 0 && k !== skip);
  if (list.length === 0) return null;
  return (
    <div class={cls}>
      {list.map(([k, n]) => {
        const label = t("board:counter", { count: n, kind: k });
        return <span key={k} class="counter" data-kind={k} role="img" title={label} aria-label={label}>{`${n}× ${k}`}</span>;
      })}
    </div>
  );
}

function Clock({ player, clock }: { player: PlayerMirror; clock: ClockTime | null }) {
  if (player.clockMs === null || !clock) return null;
  const signals = clock;
  const elapsed = player.clockRunning ? signals.now.value - signals.receivedAt.value : 0;
  const seconds = Math.ceil(Math.max(0, player.clockMs - Math.max(0, elapsed)) / 1000);
  return (
    <span class={`clock${player.clockRunning ? " running" : ""}`} title={t("board:plate.clock")}>
      {`⏱ ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`}
    </span>
  );
}

function Plate({
  player,
  state,
  ui,
  clock,
  targeted,
}: {
  redraw: number;
  player: PlayerMirror;
  state: TableMirror;
  ui: BoardPrompt;
  clock: ClockTime | null;
  targeted: boolean;
}) {
  const pool = Object.entries(player.manaPool)
    .flatMap(([m, n]) => Array.from({ length: n }, () => `{${m}}`))
    .join("");
  const status = player.status === "won" || player.status === "lost" || player.status === "draw" ? player.status : null;
  const classes = [
    "plate",
    player.seat === state.activePlayer && "active",
    player.seat === state.priorityPlayer && "has-priority",
    targeted && "targeted",
    ui.playerRole(player.seat),
    !player.connected && "disconnected",
  ];
  return (
    <div class={classes.filter(Boolean).join(" ")} data-seat={String(player.seat)} data-name={player.name} {...clickable(() => ui.clickPlayer(player.seat))}>
      <span class="player-name">
        {player.name || t("board:plate.seat", { seat: player.seat + 1 })}
        {player.you ? ` ${t("board:plate.you")}` : ""}
      </span>
      <span class="life" title={t("board:plate.life")}>{`♥ ${player.life}`}</span>
      {player.poison ? <span class="poison" title={t("board:plate.poison")}>{`☠ ${player.poison}`}</span> : null}
      <Counters counters={player.counters} skip="poison" class="player-counters" />
      <span class="counts">{t("board:plate.counts", { hand: player.handCount, library: player.libraryCount, graveyard: player.graveyard.length })}</span>
      {pool ? <span class="pool">{t("board:plate.pool", { pool })}</span> : null}
      <Clock player={player} clock={clock} />
      {player.connected ? null : <span class="away">{t("board:plate.disconnected")}</span>}
      {status ? <span class={`result ${status}`}>{t(`board:plate.${status}`)}</span> : null}
      {player.graveyard.length ? (
        <details class="graveyard">
          <summary>{t("board:plate.graveyard")}</summary>
          <ul>
            {player.graveyard.map((c) => (
              <li key={c.id} data-id={String(c.id)} {...clickable(() => ui.clickObject(c.id))}>
                {localName(face(c.name), c.name).name}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Everything a permanent shows, worked out from the table: equal views draw the same (memo compares them). */
interface PermanentView {
  readonly p: PermanentMirror;
  readonly role: Role;
  readonly targeted: boolean;
  readonly menuOpen: boolean;
  readonly attackedName: string | null;
  readonly attackedWalker: string | null;
  readonly blockedNames: string | null;
  readonly ownerName: string | null;
  readonly enchantingName: string | null;
  readonly attached: readonly PermanentView[];
}

function viewOf(p: PermanentMirror, state: TableMirror, ui: BoardPrompt, targeted: ReadonlySet<number>): PermanentView {
  const nameOf = (id: number): string => {
    const other = state.battlefield.find((o) => o.id === id);
    return other ? localName(face(other.faceName ?? other.name), other.faceName ?? other.name).name : "";
  };
  return {
    p,
    role: ui.objectRole(p.id),
    targeted: targeted.has(p.id),
    menuOpen: ui.menuFor === p.id,
    attackedName: p.attacking !== null ? (state.players[p.attacking]?.name ?? "") : null,
    attackedWalker: p.attackingPlaneswalker !== null ? nameOf(p.attackingPlaneswalker) || t("board:permanent.aPlaneswalker") : null,
    blockedNames: p.blocking !== null ? [p.blocking, ...p.alsoBlocking].map(nameOf).join(", ") : null,
    // 613.1b: a permanent another player has taken shows whose it is.
    ownerName: p.owner !== p.controller ? (state.players[p.owner]?.name ?? "") : null,
    enchantingName: p.attachedToPlayer !== null ? (state.players[p.attachedToPlayer]?.name ?? "") : null,
    attached: state.battlefield.filter((a) => a.attachedTo === p.id).map((a) => viewOf(a, state, ui, targeted)),
  };
}

function hasMenu(v: PermanentView): boolean {
  return v.menuOpen || v.attached.some(hasMenu);
}

function Battlefield({
  player,
  state,
  ui,
  targeted,
}: {
  redraw: number;
  player: PlayerMirror;
  state: TableMirror;
  ui: BoardPrompt;
  targeted: ReadonlySet<number>;
}) {
  const mine = state.battlefield.filter(
    (p) => p.controller === player.seat && (p.attachedTo === null || !state.battlefield.some((host) => host.id === p.attachedTo)),
  );
  const isLand = (p: PermanentMirror): boolean => p.types.includes("Land") && p.power === null;
  const row = (list: PermanentMirror[]) =>
    list.map((p) => {
      const view = viewOf(p, state, ui, targeted);
      return <Permanent key={p.id} view={view} ui={ui} />;
    });
  return (
    <div class="battlefield">
      <div class="row others">{row(mine.filter((p) => !isLand(p)))}</div>
      <div class="row lands">{row(mine.filter(isLand))}</div>
    </div>
  );
}

/**
 * 708: what a face-down permanent shows: a card back marked "face down"; to its controller alone, also the card it
 * is (708.5), folded like a double-faced card's other face.
 */
function FaceDownBack({ card }: { card: string | null }) {
  return (
    <div class="face-down-back">
      <div class="face-down-mark" title={t("board:faceDown.rule")}>
        {t("board:faceDown.mark")}
      </div>
      {card ? (
        <details class="face-down-card">
          <summary title={t("board:faceDown.onlyYou")}>{t("board:faceDown.itIs", { card: localName(face(card), card).name })}</summary>
          <TextFace name={card} />
        </details>
      ) : null}
    </div>
  );
}

/** A permanent as a card: its picture (or name, cost and type line), P/T or loyalty, counters, damage; turned when tapped. */
/**
 * A tapped card is turned a quarter: its slot takes the turned card's size, measured (a text face grows with its
 * counters and keywords, a picture has its own shape), so that the row makes room for it.
 */
function useTurnedSlot(tapped: boolean) {
  const slot = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const s = slot.current;
    const c = card.current;
    if (!s || !c) return;
    if (!tapped) {
      s.style.removeProperty("width");
      s.style.removeProperty("height");
      return;
    }
    // Offset sizes ignore the turn: the turned card is as wide as the card is tall.
    const fitSlot = (): void => {
      s.style.width = `${c.offsetHeight}px`;
      s.style.height = `${c.offsetWidth}px`;
    };
    fitSlot();
    const observer = new ResizeObserver(fitSlot);
    observer.observe(c);
    return () => observer.disconnect();
  }, [tapped]);
  return { slot, card };
}

const Permanent = memo(
  function Permanent({ view, ui }: { view: PermanentView; ui: BoardPrompt }) {
    const { p } = view;
    const turned = useTurnedSlot(p.tapped);
    // 707.2: a copy shows what it copies. 712.8d–f: a double-faced permanent shows the face that's up; its other face
    // may be looked at (712.6). 710.2, 707.3: a flipped flip card, or a copy of one, shows its flipped half. 708.5: a
    // face-down one shows neither.
    const copiesFlipCard = p.copyOf !== null && face(p.copyOf)?.layout === "flip";
    const { up, other } = p.faceDown
      ? { up: undefined, other: undefined }
      : facesOf(p.copyOf ?? p.name, p.copyOf ? (copiesFlipCard ? (p.flipped ? 1 : 0) : null) : p.face);
    const english = copiesFlipCard ? (up?.name ?? p.copyOf!) : (p.copyOf ?? p.faceName ?? p.name);
    const shown = localName(up ?? face(english), english);
    const preview = usePreview(p.faceDown ? undefined : (up ?? face(english)), english);
    // 712.4a: a melded permanent shows its combined face, and the two cards it is.
    const melded = p.melded ? [p.name, p.melded].map((n) => face(n)?.faces?.[0]?.name ?? n).join(" & ") : null;
    const states = [
      p.tapped && t("board:permanent.tapped"),
      p.summoningSick && t("board:permanent.sick"),
      p.copyOf && t("board:permanent.copy", { name: p.name, copied: p.copyOf }),
      melded && t("board:permanent.melded", { cards: melded }),
    ].filter(Boolean);
    const title = [shown.english ? `${shown.name} (${shown.english})` : shown.name, ...states].join(" — ");
    const classes = [
      "permanent",
      p.faceDown ? "face-down" : frameClass(p.copyOf ?? p.name, p.colors),
      p.tapped && "tapped",
      p.summoningSick && "sick",
      p.attacking !== null && "is-attacking",
      p.blocking !== null && "is-blocking",
      p.damage > 0 && "damaged",
      view.targeted && "targeted",
      view.role,
    ];
    const typeLine = p.copyOf || !up ? p.types : ((shown.english ? up.french?.typeLine : undefined) ?? up.typeLine);
    return (
      <div class={`permanent-slot${p.tapped ? " tapped-slot" : ""}`} ref={turned.slot}>
        <div
          ref={turned.card}
          class={classes.filter(Boolean).join(" ")}
          data-id={String(p.id)}
          data-name={p.name}
          data-face={p.faceName ?? undefined}
          title={title}
          {...clickable(() => ui.clickObject(p.id))}
          {...preview}
        >
          {p.faceDown ? null : (
            <CardImage f={up ?? face(english)} size="small">
              {null}
            </CardImage>
          )}
          <div class="title">
            <span class="name">{shown.name}</span>
            <ManaCost cost={up?.manaCost ?? null} />
          </div>
          <div class="types">
            {p.token ? `${t("board:permanent.token")} ` : ""}
            {typeLine}
          </div>
          {p.faceDown ? <FaceDownBack card={p.faceDownCard} /> : null}
          {p.copyOf ? <div class="copy-of">{t("board:permanent.copy", { name: p.name, copied: p.copyOf })}</div> : null}
          {melded ? (
            <div class="melded" title={t("board:permanent.meldedRule")}>
              {t("board:permanent.melded", { cards: melded })}
            </div>
          ) : null}
          {view.ownerName !== null ? <div class="owner">{t("board:permanent.owner", { name: view.ownerName })}</div> : null}
          {view.enchantingName !== null ? <div class="owner">{t("board:permanent.enchanting", { name: view.enchantingName })}</div> : null}
          {p.keywords ? (
            <div class="keywords" title={t("board:permanent.keywordsRule")}>
              {localKeywords(p.keywords)}
            </div>
          ) : null}
          {p.renowned ? (
            <div class="keywords" title="702.112b">
              {t("board:permanent.renowned")}
            </div>
          ) : null}
          {p.flipped ? (
            <div class="keywords" title={t("board:permanent.flippedRule")}>
              {t("board:permanent.flipped")}
            </div>
          ) : null}
          {/* 306.5c: a planeswalker's loyalty counters are its loyalty, shown apart. */}
          <Counters counters={p.counters} skip={p.loyalty !== null ? "loyalty" : undefined} class="counters" />
          {view.attackedName !== null ? (
            <div class="combat attacking">
              {view.attackedWalker !== null
                ? t("board:permanent.attackingWalker", { walker: view.attackedWalker, player: view.attackedName })
                : t("board:permanent.attacking", { player: view.attackedName })}
            </div>
          ) : null}
          {view.blockedNames !== null ? <div class="combat blocking">{t("board:permanent.blocking", { names: view.blockedNames })}</div> : null}
          {p.power !== null ? (
            <div class="pt" role="img" aria-label={t("board:permanent.ptLabel", { power: p.power, toughness: p.toughness })}>{`${p.power}/${p.toughness}`}</div>
          ) : null}
          {p.damage ? (
            <div
              key={p.damage}
              class="damage"
              role="img"
              title={t("board:permanent.damage", { count: p.damage })}
              aria-label={t("board:permanent.damage", { count: p.damage })}
            >
              {`✸ ${p.damage}`}
            </div>
          ) : null}
          {p.loyalty !== null ? (
            <div
              class="loyalty"
              role="img"
              title={t("board:permanent.loyalty", { count: p.loyalty })}
              aria-label={t("board:permanent.loyalty", { count: p.loyalty })}
            >
              {`◆ ${p.loyalty}`}
            </div>
          ) : null}
          {p.summoningSick ? (
            <div class="sick-mark" role="img" title={t("board:permanent.sick")} aria-label={t("board:permanent.sick")}>
              💤
            </div>
          ) : null}
          {other ? <OtherFace f={other} half={face(p.copyOf ?? p.name)?.layout === "flip"} /> : null}
        </div>
        {view.menuOpen ? <AbilityMenu items={ui.abilityMenu(p.id)} /> : null}
        {view.attached.map((a) => (
          <div key={a.p.id} class="attached" title={t("board:permanent.attachedTo", { name: shown.name })}>
            <Permanent view={a} ui={ui} />
          </div>
        ))}
      </div>
    );
  },
  // The views are rebuilt on every patch: compared by content. An open menu is the controller's: always drawn again.
  (a, b) => !hasMenu(a.view) && !hasMenu(b.view) && a.ui === b.ui && JSON.stringify(a.view) === JSON.stringify(b.view),
);

/** A card in a hand: its picture or text face, dimmed with the reason when it can't be cast now. */
function HandCard({ card, ui, exiled = false }: { redraw: number; card: CardMirror; ui: BoardPrompt; exiled?: boolean }) {
  const f = face(card.name);
  const preview = usePreview(f, card.name);
  const shown = localName(f, card.name);
  const hint = ui.castHint(card.id);
  return (
    <div
      class={`hand-card${exiled ? " exiled" : ""}${roleClass(ui.objectRole(card.id))}`}
      data-id={String(card.id)}
      data-name={card.name}
      title={hint ?? shown.english ?? undefined}
      {...clickable(() => ui.clickObject(card.id))}
      {...preview}
    >
      <CardImage f={f} size="small">
        <TextFace name={card.name} />
      </CardImage>
      {/* The menu's own clicks choose a face; they aren't clicks on the card (see clickable). */}
      <div class="face-menu">{ui.menuFor === card.id ? <AbilityMenu items={ui.abilityMenu(card.id)} /> : null}</div>
    </div>
  );
}

/** 701.20a: another seat's hand while it plays with it revealed (Telepathy): its cards, for everyone to see. */
function RevealedHand({ player, all }: { player: PlayerMirror; all: boolean }) {
  if (player.you || !(player.handRevealed || all) || !player.hand) return null;
  return (
    <div class={`hand${player.handRevealed ? " revealed" : ""}`}>
      {player.handRevealed ? (
        <h3 title={t("board:hand.revealedRule")}>{t("board:hand.revealed", { name: player.name, count: player.hand.length })}</h3>
      ) : (
        <h3>{t("board:hand.theirs", { name: player.name, count: player.hand.length })}</h3>
      )}
      <div class="cards">
        {player.hand.map((c) => (
          <div key={c.id} class="hand-card" data-id={String(c.id)} data-name={c.name}>
            <CardImage f={face(c.name)} size="small">
              <TextFace name={c.name} />
            </CardImage>
          </div>
        ))}
      </div>
    </div>
  );
}

function Hand({ redraw, state, ui }: { redraw: number; state: TableMirror; ui: BoardPrompt }) {
  const me = state.you === null ? null : state.players[state.you];
  if (!me?.hand) return null;
  // 715.3d: adventurer cards in exile that this player may cast.
  const adventuring = state.exile.filter((c) => c.adventurer === me.seat);
  return (
    <div class="hand">
      <h3>{t(me.handRevealed ? "board:hand.yoursRevealed" : "board:hand.yours", { count: me.hand.length })}</h3>
      <div class="cards">
        {me.hand.map((c) => (
          <HandCard key={c.id} redraw={redraw} card={c} ui={ui} />
        ))}
      </div>
      {adventuring.length ? (
        <div class="adventures">
          <h3>{t("board:hand.adventures")}</h3>
          <div class="cards">
            {adventuring.map((c) => (
              <HandCard key={c.id} redraw={redraw} card={c} ui={ui} exiled />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
