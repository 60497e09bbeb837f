export { selectBusy, useBusy } from './busy-store';
export { decodeToken, ILLEGAL_BASE64URL, INVALID_TOKEN, TokenDecodeError } from './decode-token';
export { useNetworkTimeZone } from './network-time-zone';
export {
  clearSession,
  readCurrentUser,
  readReturnPath,
  saveReturnPath,
  takeReturnPath,
  takeReturnPathFor,
  writeCurrentUser,
} from './session-storage';
export { hasPermission, useSession } from './session-store';
export type { SidebarState } from './sidebar';
export { MOBILE_BREAKPOINT, sidebarTypeForWidth, toggleSidebar, WIDE_BREAKPOINT } from './sidebar';
export { CURRENT_USER_KEY, RETURN_PATH_KEY } from './storage-keys';
export type { Brand } from './theme-store';
export { useTheme } from './theme-store';
