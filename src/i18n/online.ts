/**
 * UI text of online play (src/element/online.ts): the connection bar, seats'
 * presence and the fair-deal badge. Loaded with the online module only.
 */
export const onlineEn = {
  connecting: 'Connecting…',
  open: (code: string) => `Online · room ${code}`,
  reconnecting: 'Connection lost: reconnecting…',
  closed: 'Disconnected',
  waiting: (code: string) => `Waiting for players. Room code: ${code}`,
  startNow: 'Start now (computers take the empty seats)',
  watching: 'Watching',
  free: 'free seat',
  here: 'connected',
  away: 'away',
  computer: 'computer',
  standIn: 'away: the computer plays for them',
  fair: 'fair deal ✓',
  unfair: 'deal not verified ✗',
  fairTitle: (seed: string, commitment: string) => `The server committed to SHA-256 ${commitment.slice(0, 16)}… before dealing and revealed seed ${seed.slice(0, 16)}…; every deal was checked here.`,
  cannotJoin: (why: string) => `Could not join the online table: ${why}`,
};

/** The shape of an online catalogue. */
export type OnlineText = typeof onlineEn;

const onlinePtBR: OnlineText = {
  connecting: 'Conectando…',
  open: (code) => `Online · sala ${code}`,
  reconnecting: 'Conexão perdida: reconectando…',
  closed: 'Desconectado',
  waiting: (code) => `Aguardando jogadores. Código da sala: ${code}`,
  startNow: 'Começar agora (o computador ocupa os lugares vazios)',
  watching: 'Assistindo',
  free: 'lugar livre',
  here: 'conectado',
  away: 'ausente',
  computer: 'computador',
  standIn: 'ausente: o computador joga por ele',
  fair: 'distribuição justa ✓',
  unfair: 'distribuição não verificada ✗',
  fairTitle: (seed, commitment) => `O servidor se comprometeu com o SHA-256 ${commitment.slice(0, 16)}… antes de distribuir e revelou a semente ${seed.slice(0, 16)}…; cada distribuição foi conferida aqui.`,
  cannotJoin: (why) => `Não foi possível entrar na mesa online: ${why}`,
};

const onlinePl: OnlineText = {
  connecting: 'Łączenie…',
  open: (code) => `Online · pokój ${code}`,
  reconnecting: 'Utracono połączenie: ponowne łączenie…',
  closed: 'Rozłączono',
  waiting: (code) => `Czekamy na graczy. Kod pokoju: ${code}`,
  startNow: 'Zacznij teraz (komputer zajmie wolne miejsca)',
  watching: 'Oglądasz',
  free: 'wolne miejsce',
  here: 'połączony',
  away: 'nieobecny',
  computer: 'komputer',
  standIn: 'nieobecny: komputer gra za niego',
  fair: 'uczciwe rozdanie ✓',
  unfair: 'rozdanie niezweryfikowane ✗',
  fairTitle: (seed, commitment) => `Serwer przed rozdaniem zobowiązał się skrótem SHA-256 ${commitment.slice(0, 16)}… i ujawnił ziarno ${seed.slice(0, 16)}…; każde rozdanie sprawdzono tutaj.`,
  cannotJoin: (why) => `Nie udało się dołączyć do stołu online: ${why}`,
};

/** The online catalogue for a language code of the element (`en`, `pt-BR`, `pl`). */
export function onlineText(lang: string): OnlineText {
  return lang === 'pt-BR' ? onlinePtBR : lang === 'pl' ? onlinePl : onlineEn;
}
