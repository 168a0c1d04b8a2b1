// The element registers itself when the package is imported; its events are typed through HTMLElementEventMap.
import 'domino-table';
import type { DominoGameEndDetail, GameRecord } from 'domino-table';

const table = document.querySelector('domino-table')!; // a DominoTable (HTMLElementTagNameMap)
const log = document.querySelector('#log')!;
const result = document.querySelector<HTMLParagraphElement>('#result')!;

// ?watch: four computer seats at full speed (CI watches a whole game this way).
if (new URLSearchParams(location.search).has('watch')) {
  Object.assign(table, { variant: 'draw', players: 4, level: 'easy', humans: 'none', speed: 0 });
}

table.addEventListener('domino-play', (e) => {
  const li = document.createElement('li');
  li.textContent = `Seat ${e.detail.seat} played ${e.detail.tile}${e.detail.points ? ` for ${e.detail.points}` : ''}`;
  log.prepend(li);
});

table.addEventListener('domino-game-end', (e) => {
  const { winner, totals }: DominoGameEndDetail = e.detail;
  const record: GameRecord | null = table.toRecord();
  result.textContent = `Game over: winner ${JSON.stringify(winner)}, totals ${totals.join(' / ')}, ${record?.rounds.length} rounds.`;
  result.dataset.ended = 'true';
});
