// React 19 TSX: <domino-table> props are its properties and on<event-name> listeners.
import type {} from 'domino-table/react';
import type { DominoTable } from 'domino-table';
import { useRef } from 'react';

export function Ok() {
  const ref = useRef<DominoTable>(null);
  return (
    <domino-table
      ref={ref}
      variant="all-fives"
      players={2}
      humans="none"
      speed={0}
      open-hands
      className="table"
      ondomino-play={(e) => e.detail.tile.length}
      ondomino-game-end={(e) => e.detail.totals}
    />
  );
}

export function Bad() {
  return (
    <>
      {/* @ts-expect-error -- speed is a number */}
      <domino-table speed="fast" />
      {/* @ts-expect-error -- no such field in the detail */}
      <domino-table ondomino-play={(e) => e.detail.nope} />
    </>
  );
}
