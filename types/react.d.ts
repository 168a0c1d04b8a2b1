/**
 * `<domino-table>` in React 19 JSX (TypeScript): `import type {} from 'domino-table/react';` once in the app (or
 * add "domino-table/react" to tsconfig `types`). React 19 sets the element's properties (`speed={0}` is a number)
 * and listens to its events through `on<event-name>` props: `ondomino-game-end={(e) => e.detail.winner}`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { DominoTable, DominoTableEventMap } from '../dist/types/element/domino-table.js';

/** `on<event-name>` props, one per `domino-*` event, each given the typed CustomEvent. */
export type DominoTableEventProps = {
  [K in keyof DominoTableEventMap as `on${K}`]?: (event: DominoTableEventMap[K]) => void;
};

/** The element's settable properties (React 19 sets them as properties, so numbers stay numbers). */
export type DominoTableSettableProps = Partial<
  Pick<DominoTable, 'variant' | 'players' | 'humans' | 'names' | 'level' | 'seed' | 'options' | 'mode' | 'record' | 'step' | 'lesson' | 'speed' | 'openHands'>
>;

/** Every prop `<domino-table>` takes in React 19 JSX. */
export type DominoTableProps = DetailedHTMLProps<HTMLAttributes<DominoTable>, DominoTable> &
  DominoTableSettableProps &
  DominoTableEventProps & { 'open-hands'?: boolean };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'domino-table': DominoTableProps;
    }
  }
}
