/** Polskie teksty nauki blokady: narracja, cele, powody i lekcje (z grupami z ./common.ts, których ta gra używa). */
import { all, line, solo, starter, passing, scoring } from './common.js';

export default {
  ...all, ...line, ...solo, ...starter, ...passing, ...scoring,
  'start.deal-aside': 'Każdy dostaje {each:tile}; reszta ({bone:tile}) zostaje odłożona, zakryta. Nikt jej nie dobiera i nikomu się nie liczy.',
  'lead.winner': 'Według tej zasady domowej zaczyna zwycięzca poprzedniego rozdania (po remisie następny gracz): zaczyna {who}, dowolnym kamieniem.',
  'lead.winner.you': 'Według tej zasady domowej zaczyna zwycięzca poprzedniego rozdania (po remisie następny gracz): zaczynasz ty, dowolnym kamieniem.',
  'end.aside': 'Niektóre odłożone kamienie by pasowały, ale są poza grą: nikt nie może ich wziąć.',
  'lead.aside': 'Każdy wyższy dublet leży wśród odłożonych kamieni i nikomu się nie liczy.',
  'lead.aside-all': 'Wszystkie dublety leżą wśród odłożonych kamieni i nikomu się nie liczą.',
  'count.winner-only': 'Punkty zdobywa tylko zwycięzca; nikt nie traci punktów.',
  'why.no-drawing': 'W tej grze nikt nie dobiera: odłożone kamienie zostają zakryte. Gdy nic nie pasuje, pasujesz.',
  'b-start.title': 'Kto zaczyna: najwyższy dublet w ręce',
  'b-start.intro': 'Trzech graczy, po pięć kamieni; pozostałych 13 leży odłożonych i zakrytych. Kto zaczyna, zależy od rozdanych dubletów.',
  'b-start.summary': 'Zaczyna najwyższy dublet w czyjejkolwiek ręce, a zaczynający musi zagrać właśnie ten kamień. Odłożony dublet nikomu się nie liczy.',
  'b-pass.title': 'Nic nie pasuje? Pas',
  'b-pass.intro': 'Żaden twój kamień nie pasuje do końców. W blokadzie nikt nie dobiera, nawet gdy są odłożone kamienie.',
  'b-pass.summary': 'Gdy nic nie pasuje, pasujesz. Pas mówi też stołowi, których liczb nie masz.',
  'b-out.title': 'Zejście',
  'b-out.intro': 'Został ci jeden kamień. Zagraj go, a rozdanie od razu się kończy: to domino. Przy tym stole według zasady domowej następne rozdanie zaczyna zwycięzca.',
  'b-out.summary': 'Kto zejdzie, zdobywa oczka, które zostały w pozostałych rękach; nikt nie traci punktów. Następne rozdanie zaczyna kolejny gracz albo, według zasady domowej, zwycięzca.',
  'b-block.title': 'Zablokowane rozdanie',
  'b-block.intro': 'Wszystkie ręce są odkryte. Zaraz nikt nie będzie mógł zagrać, choć niektóre odłożone kamienie by pasowały.',
  'b-block.summary': 'Gdy w żadnej ręce nie ma pasującego kamienia, rozdanie od razu jest zablokowane. Wygrywa najmniejsza liczba oczek: zwycięzca zdobywa oczka pozostałych minus własne.',
  'b-tie.title': 'Remis przy blokadzie',
  'b-tie.intro': 'Wszystkie ręce są odkryte. Policz oczka, zanim zablokujesz grę.',
  'b-tie.summary': 'Gdy przy blokadzie dwóch graczy ma tyle samo, najmniej oczek, nikt nie zdobywa punktów. Grę wygrywa ten, kto pierwszy dojdzie do 100.',
} as Record<string, string>;
