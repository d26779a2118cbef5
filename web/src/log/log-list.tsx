// The table's log: game events in the reader's language (rendered here from the typed events, the server's English
// line on hover), table notices and chat. It follows new lines unless the reader has scrolled up to read.

import { useComputed } from "@preact/signals";
import { useLayoutEffect, useRef } from "preact/hooks";
import type { LogEntry } from "../../../client-sdk/index.ts";
import { face } from "../cards.ts";
import { localKeyword, localModes, localName } from "../cards/card-face.tsx";
import { localCostPart, localPayment, localTarget } from "../cards/phrases/index.ts";
import { language, t } from "../i18n.ts";
import { localAbilityText } from "../cards/local-abilities.ts";
import { localChoice } from "../prompt/local-choices.ts";
import { deckLabel } from "../lobby/starter-decks.ts";
import type { TableSignals } from "../table-signals.ts";
import { type DescribeContext, describeEntry, englishNames, type Translate } from "./describe.ts";
import "./log.css";

const logT: Translate = (key, options) => t(`log:${key}`, options);

/** A card as the board names it: in French where the card data has it. */
const cardName = (english: string): string => localName(face(english), english).name;

/** How close to the bottom (in pixels) still counts as following the log. */
const FOLLOW_SLACK = 24;

export function LogList({ signals }: { readonly signals: TableSignals }) {
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const entries = signals.log.value;
  // The names only: a patch that changes nothing else about the players doesn't render the log again.
  const names = useComputed(() => signals.state.value.players.map((p) => p.name).join("\n"));
  const lang = language.value;
  const ctx: DescribeContext = {
    players: names.value.split("\n"),
    cardName: lang === "fr" ? cardName : englishNames,
    keyword: localKeyword,
    modes: (name, modes) => localModes(modes, face(name)),
    abilityText: (name, text) => localAbilityText(text, name),
    choice: lang === "fr" ? (text, option) => localChoice(text, option) : undefined,
    deckLabel,
    payment: (text) => localPayment(text, lang === "fr" ? cardName : englishNames),
    // A reason quotes a target requirement's or a cost's words ("there is no legal choice for \"target creature\"").
    rulesText: (text) => {
      const target = localTarget(text);
      return target !== text ? target : localCostPart(text);
    },
  };

  useLayoutEffect(() => {
    const el = list.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [entries.length, lang]);

  return (
    <ol
      class="log"
      ref={list}
      aria-label={t("log:title")}
      aria-live="polite"
      onScroll={(e) => {
        const el = e.currentTarget;
        following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_SLACK;
      }}
    >
      {entries.map((entry) => (
        <LogLine key={entry.seq} entry={entry} ctx={ctx} lang={lang} />
      ))}
    </ol>
  );
}

function LogLine({ entry, ctx, lang }: { readonly entry: LogEntry; readonly ctx: DescribeContext; readonly lang: string }) {
  if (entry.kind === "chat")
    return (
      <li class="chat" data-seq={entry.seq}>
        <strong>{logT("chatFrom", { from: entry.from })}</strong>
        {entry.text}
      </li>
    );
  const line = describeEntry(entry, ctx, logT);
  if (line === null) return null;
  // In another language than the server's, the server's English line is one hover away.
  const english = lang === "en" ? undefined : (entry.text ?? undefined);
  return entry.kind === "table" ? (
    <li class="notice" data-seq={entry.seq} title={english}>
      {line}
    </li>
  ) : (
    <li class="event" data-seq={entry.seq} data-event={entry.event.type} title={english}>
      {line}
    </li>
  );
}
