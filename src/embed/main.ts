/** The embed page's script (dist/embed/embed.js): loads the element's bundle beside it and starts the page (./embed.ts). */
import { startEmbed } from './embed.js';

void startEmbed(() => import(new URL('./domino-table.bundle.js', import.meta.url).href));
