// A card drawn from the card data (GET /api/cards): its picture from Scryfall's image CDN when the browser can load
// it, else — offline, in tests, on a blocked network, and until the picture has arrived — its text face (name, mana
// cost, type line, rules text, power/toughness), in French when the page is and the card data has it.

import { signal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { useRef, useState } from "preact/hooks";
import type { CardFace } from "../../../client-sdk/index.ts";
import { face, frameClass } from "../cards.ts";
import { language, t } from "../i18n.ts";
import "./cards.css";
import { keywordList, keywordText } from "./keywords.ts";
import { localRulesText } from "./local-abilities.ts";
import { frenchModes } from "./modes.ts";

export type ImageSize = "small" | "normal" | "large";

/** The picture of a face on Scryfall's CDN (never fetched by the server: the browser loads it, or shows the text). */
export function imageUrl(image: CardFace["image"], size: ImageSize): string | null {
  if (!image) return null;
  const id = image.scryfallId;
  return `https://cards.scryfall.io/${size}/${image.side}/${id[0]}/${id[1]}/${id}.jpg`;
}

/** What a face is called in the page's language, and its English name when that differs (shown on hover). */
export function localName(f: CardFace | undefined, english: string): { name: string; english: string | null } {
  const french = language.value === "fr" ? f?.french?.name : undefined;
  return french && french !== english ? { name: french, english } : { name: english, english: null };
}

/** A modal spell's modes (the server's English words) in the page's language, where the card data's French text lists them. */
export function localModes(modes: readonly string[], f: CardFace | undefined): readonly string[] {
  return (language.value === "fr" ? frenchModes(modes, f) : null) ?? modes;
}

const keywordT = (key: string, options?: Readonly<Record<string, unknown>>): string => t(`keywords:${key}`, options);

/** A keyword ability as the server writes it ("Haste", "Protection from red") in the page's language. */
export function localKeyword(english: string): string {
  return keywordText(keywordT, english);
}

/** A permanent's keywords as the server lists them ("Flying, Haste") in the page's language. */
export function localKeywords(list: string): string {
  return keywordList(keywordT, list);
}

/** "{2}{R}{R}" as symbols. */
export function ManaCost({ cost }: { cost: string | null }) {
  const symbols = cost ? [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!) : [];
  return (
    <span class="cost">
      {symbols.map((s, i) => (
        <span key={i} class={`sym sym-${s.replace("/", "").toLowerCase()}`} title={`{${s}}`}>
          {s.replace("/", "")}
        </span>
      ))}
    </span>
  );
}

interface FaceOptions {
  readonly power?: number | null;
  readonly toughness?: number | null;
  readonly colors?: string;
}

function SingleFace({ f, name, options = {} }: { f: CardFace | undefined; name?: string; options?: FaceOptions }) {
  const english = name ?? f?.name ?? "";
  const shown = localName(f, english);
  const french = language.value === "fr" ? f?.french : undefined;
  const power = options.power !== undefined ? options.power : (f?.power ?? null);
  const toughness = options.toughness !== undefined ? options.toughness : (f?.toughness ?? null);
  return (
    <div class={`face ${frameClass(english, options.colors)}`} title={shown.english ?? undefined}>
      <div class="title">
        <span class="name">{shown.name}</span>
        <ManaCost cost={f?.manaCost ?? null} />
      </div>
      <div class="typeline">{french?.typeLine ?? f?.typeLine ?? ""}</div>
      <div class="text">{localRulesText(f)}</div>
      {power !== null && toughness !== null ? <div class="pt">{`${power}/${toughness}`}</div> : null}
    </div>
  );
}

/** A double-faced card's face that isn't up, folded: a click shows it (the card ignores clicks on it: 712.6, 710.1). */
export function OtherFace({ f, half = false }: { f: CardFace; half?: boolean }) {
  const name = localName(f, f.name).name;
  return (
    <details class="other-face">
      <summary title={t(half ? "board:card.otherHalf" : "board:card.otherFace")}>{`${half ? "⇅" : "⟲"} ${name}`}</summary>
      <SingleFace f={f} />
    </details>
  );
}

/**
 * A full text face, for hands and previews. A card with two faces or halves shows them: both halves of a split card,
 * an adventurer's creature and its Adventure, a double-faced card's front with its back one click away (712.6).
 */
export function TextFace({ name, options = {} }: { name: string; options?: FaceOptions }) {
  const f = face(name);
  if (f?.faces) {
    const [first, second] = f.faces as [CardFace, CardFace];
    if (f.layout === "split" || f.layout === "adventure")
      return (
        <div class={`face two-faced ${f.layout} ${frameClass(name, options.colors)}`}>
          <SingleFace f={first} options={options} />
          <SingleFace f={second} />
        </div>
      );
    return (
      <div class={`face two-faced ${f.layout} ${frameClass(first.name)}`}>
        <SingleFace f={first} options={options} />
        <OtherFace f={second} half={f.layout === "flip"} />
      </div>
    );
  }
  return <SingleFace f={f} name={name} options={options} />;
}

/** The card shown large (hover, long press), or null. */
const previewed = signal<{ readonly face: CardFace; readonly name: string } | null>(null);

/** Pointer handlers that show a face large: on hover with a mouse, after a long press on a touch screen. */
export function usePreview(f: CardFace | undefined, name: string) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (!f) return {};
  const show = (): void => {
    previewed.value = { face: f, name };
  };
  const hide = (): void => {
    clearTimeout(timer.current);
    if (previewed.value?.face === f) previewed.value = null;
  };
  return {
    onPointerEnter: (e: PointerEvent) => e.pointerType === "mouse" && show(),
    onPointerLeave: hide,
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== "mouse") timer.current = setTimeout(show, 450);
    },
    onPointerUp: (e: PointerEvent) => e.pointerType !== "mouse" && hide(),
    onPointerCancel: hide,
  };
}

/**
 * The picture of a face, over its text face until it has loaded; an image that fails is removed (no broken-image
 * icon) and the text face stays. Keyed by address, so a new picture starts over.
 */
export function CardImage({ f, size, children }: { f: CardFace | undefined; size: ImageSize; children: ComponentChildren }) {
  const url = imageUrl(f?.image, size);
  return <ImageOver key={url ?? ""} url={url} alt={f ? localName(f, f.name).name : ""} fallback={children} />;
}

function ImageOver({ url, alt, fallback }: { url: string | null; alt: string; fallback: ComponentChildren }) {
  const [status, setStatus] = useState<"loading" | "loaded" | "failed">(url ? "loading" : "failed");
  return (
    <>
      {status === "loaded" ? null : fallback}
      {url && status !== "failed" ? (
        <img class={`card-image ${status}`} src={url} alt={alt} draggable={false} onLoad={() => setStatus("loaded")} onError={() => setStatus("failed")} />
      ) : null}
    </>
  );
}

/** The large view of the previewed card, beside the pointer's side of the screen; it never takes clicks. */
export function CardPreview() {
  const p = previewed.value;
  if (!p) return null;
  return (
    <div class="card-preview" aria-hidden="true">
      <CardImage f={p.face} size="large">
        <TextFace name={p.name} />
      </CardImage>
    </div>
  );
}

/** A card as a picture over its text face, shown large on hover or a long press: for the stack and other lists. */
export function PictureCard({ name }: { name: string }) {
  const f = face(name);
  const preview = usePreview(f, name);
  const shown = localName(f, name);
  return (
    <div class="picture-card" title={shown.english ?? undefined} {...preview}>
      <CardImage f={f} size="small">
        <TextFace name={name} />
      </CardImage>
    </div>
  );
}
