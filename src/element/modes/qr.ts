/** QR codes of the room panel's links (online.ts), in a chunk of their own: loaded when a QR code is first asked for. */
export { encode } from 'uqr';
