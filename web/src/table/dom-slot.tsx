// Elements built outside Preact (the board, the prompt and the card faces still built with dom.ts) placed inside
// a component: Preact owns the wrapper and never touches what is put in it.

import { Component, createRef } from "preact";

/** Shows `element` inside a `<div class=…>`; the element keeps its own content, updated by whoever built it. */
export class Slot extends Component<{ element: HTMLElement; class?: string }> {
  private readonly wrapper = createRef<HTMLDivElement>();

  override shouldComponentUpdate(next: { element: HTMLElement }): boolean {
    return next.element !== this.props.element;
  }

  override componentDidMount(): void {
    this.wrapper.current?.replaceChildren(this.props.element);
  }

  override componentDidUpdate(): void {
    this.wrapper.current?.replaceChildren(this.props.element);
  }

  override render() {
    return <div class={this.props.class} ref={this.wrapper} />;
  }
}
