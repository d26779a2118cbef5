// A link to another of the app's pages, followed without reloading the page (the router listens to popstate); a
// click that asks for a new tab or window is left to the browser.

import type { ComponentChildren } from "preact";
import { navigate } from "../app.ts";

export function PageLink({ href, class: cls, children }: { href: string; class?: string; children: ComponentChildren }) {
  return (
    <a
      class={cls}
      href={href}
      onClick={(e) => {
        if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
