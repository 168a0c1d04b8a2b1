/**
 * Loads the hand's drag and drop (./drag.ts, its own chunk) when the element connects: until it is here a tap plays.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DragHost, HandDrag } from './drag.js';
import type { Send } from '../parts/send.js';
import type { TableView } from '../../table/view.js';

export class DragLoader implements ReactiveController {
  /** The drag once its chunk is here. */
  drag: HandDrag | undefined;
  /** Settles once the chunk loaded (or failed to: a tap still plays). */
  ready: Promise<unknown> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & DragHost,
    private readonly send: () => Send,
    private readonly view: () => TableView | null,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.ready ??= import('./drag.js').then(
      (m) => ((this.drag = new m.DragController(this.host, this.send, this.view)), this.host.requestUpdate()),
      () => undefined,
    );
  }
}
