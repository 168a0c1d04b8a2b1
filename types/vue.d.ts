/**
 * `<domino-table>` in Vue 3 templates (vue-tsc / Volar): `import type {} from 'domino-table/vue';` once in the app.
 * Tell Vue's compiler it is a custom element (`compilerOptions.isCustomElement: (tag) => tag === 'domino-table'`);
 * bind properties with `:speed="0"` and events with `@domino-game-end="(e) => e.detail.winner"`.
 */
import type { DefineComponent } from 'vue';
import type { DominoTable, DominoTableEventMap } from '../dist/types/element/domino-table.js';

type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;

/** `on…` listener props as Vue's template type-check names `@domino-*` handlers (`@domino-play` → `onDominoPlay`). */
export type DominoTableVueEvents = {
  [K in keyof DominoTableEventMap as `on${Capitalize<Camel<K>>}`]?: (event: DominoTableEventMap[K]) => void;
};

/** The element's settable properties and attributes in a Vue template. */
export type DominoTableVueProps = Partial<
  Pick<DominoTable, 'variant' | 'players' | 'humans' | 'names' | 'level' | 'seed' | 'options' | 'mode' | 'record' | 'step' | 'lesson' | 'speed' | 'openHands'>
> & { 'open-hands'?: boolean; lang?: string } & DominoTableVueEvents;

declare module 'vue' {
  interface GlobalComponents {
    'domino-table': DefineComponent<DominoTableVueProps>;
  }
}
