// React 19 passes properties to custom elements as properties (speed={0} stays a number) and listens to their
// events through `on<event-name>` props. `domino-table/react` types both for TSX.
import 'domino-table';
import type {} from 'domino-table/react';
import type { DominoGameEndDetail, DominoTable } from 'domino-table';
import { useRef, useState } from 'react';

// ?watch: four computer seats at full speed (CI watches a whole game this way).
const watch = new URLSearchParams(location.search).has('watch');

export function App() {
  const table = useRef<DominoTable>(null);
  const [plays, setPlays] = useState(0);
  const [end, setEnd] = useState<DominoGameEndDetail | null>(null);
  return (
    <main style={{ maxWidth: '60rem', margin: '1rem auto', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Polish draw game</h1>
      <domino-table
        ref={table}
        variant="draw"
        players={watch ? 4 : 3}
        humans={watch ? 'none' : '0'}
        level={watch ? 'easy' : 'medium'}
        speed={watch ? 0 : 700}
        ondomino-play={() => setPlays((n) => n + 1)}
        ondomino-game-end={(e) => setEnd(e.detail)}
      />
      <p>{plays} {plays === 1 ? 'tile' : 'tiles'} played.</p>
      {end && (
        <p id="result" data-ended="true">
          Game over: winner {JSON.stringify(end.winner)}, totals {end.totals.join(' / ')}.{' '}
          <button onClick={() => table.current?.newGame()}>New game</button>
        </p>
      )}
    </main>
  );
}
