// The replay's page mounted at /replay/CODE until the player leaves it.

import { createElement, render } from "preact";
import { ReplayPage } from "./replay-page.tsx";

export function showReplay(root: HTMLElement, code: string): () => void {
  root.replaceChildren();
  render(createElement(ReplayPage, { code }), root);
  return () => render(null, root);
}
