/** The skins' colours live in @affnet/contracts, shared with the server's own pages. */
export { DARK_SKIN6, SKIN_COLORS } from '@affnet/contracts';
