// A few lines of DOM building: h("div.card.tapped", { onclick }, children). Pages re-render their parts
// from the table's state; this keeps that readable without a framework.

export type Child = Node | string | number | null | undefined | false | readonly Child[];
type Props = Record<string, unknown> & { dataset?: Record<string, string> };

/** An element from "tag.class1.class2#id", properties (on… for listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  spec: K | `${K}.${string}` | `${K}#${string}`,
  props: Props | null = null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const [tagAndClasses, id] = spec.split("#") as [string, string | undefined];
  const [tag, ...classes] = tagAndClasses.split(".");
  const el = document.createElement(tag as K);
  if (classes.length) el.className = classes.join(" ");
  if (id) el.id = id;
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "class") el.className = [el.className, String(value)].filter(Boolean).join(" ");
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value as EventListener);
    else if (key in el && key !== "list") (el as unknown as Record<string, unknown>)[key] = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

function append(el: Node, children: readonly Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : (c as Node));
  }
}

/** Replaces an element's content. */
export function fill(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}
