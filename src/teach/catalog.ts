/**
 * The built-in lessons in curriculum order, with their English titles: small,
 * so the element's static `lessons` list costs the play-mode bundle little
 * (the lessons themselves load on demand, per variant). A test keeps the titles
 * equal to the English catalogue's.
 */
import type { Variant } from '../engine/game.js';

/** A built-in lesson: its id, variant and English title. */
export interface LessonInfo {
  id: string;
  variant: Variant;
  title: string;
}

const V: Record<string, Variant> = { p: 'partnership', d: 'draw', f: 'all-fives', m: 'mexican-train', b: 'block' };

/** Every built-in lesson, variant by variant, in the order to take them (packed: "id:title|…", the id's first letter names the variant). */
export const LESSONS: readonly LessonInfo[] = 'p-start:Double six starts|p-match:Matching the ends|p-pass:When nothing fits, you pass|p-out:Going out|p-block:A blocked game|p-tie:Don’t block a tie|p-game:Playing to 50|d-start:Who starts: the highest double|d-heaviest:No double? The heaviest tile|d-draw:Draw until a tile fits|d-back:Either end of the boneyard|d-pass:Empty boneyard: pass|d-out:Going out: plus and minus|d-block:A blocked hand|d-tie:A tie in a blocked hand|d-game:The first to 100|f-start:Start and score|f-fives:Make the ends a multiple of five|f-double:Doubles count twice|f-spinner:The spinner|f-draw:Draw until you can play|f-pass:The last two tiles stay|f-out:Going out|f-block:A blocked hand|f-target:The game ends at once|m-engine:The engine and your train|m-chain:Your opening chain|m-mexican:The Mexican train|m-marker:Can’t play? Draw one, then the marker|m-marked:Play on a marked train|m-double:Cover the double|m-own-double:Play a double, then cover it|m-out:Going out and counting|m-dead:A double that can never be covered|m-blocked:A blocked round|b-start:Who starts: the highest double in a hand|b-pass:No match? Pass|b-out:Going out|b-block:A blocked hand|b-tie:A tie in a blocked hand'
  .split('|')
  .map((x) => {
    const id = x.slice(0, x.indexOf(':'));
    return { id, variant: V[id[0]!]!, title: x.slice(id.length + 1) };
  });
