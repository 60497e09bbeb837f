// The shared core (@affnet/core): what must be one instance on a page. The host provides it; every remote requires
// `^<the version it was built with>` of it (mf-config's shared.ts), so a remote built for a newer minor or another
// major is refused and reported instead of half-working.
export type { LanguageLoader } from './i18n/instance';
export { addLanguageLoader, addTranslations, changeLanguage, i18n, languageReady, loadLanguage } from './i18n/instance';
export { selectBusy, useBusy } from './store/busy-store';
export { declaredPages, declarePages } from './store/declared-pages';
export { decodeToken, ILLEGAL_BASE64URL, INVALID_TOKEN, TokenDecodeError } from './store/decode-token';
export { useNetworkTimeZone } from './store/network-time-zone';
export {
  clearSession,
  readCurrentUser,
  readReturnPath,
  saveReturnPath,
  takeReturnPath,
  takeReturnPathFor,
  writeCurrentUser,
} from './store/session-storage';
export { hasPermission, useSession } from './store/session-store';
export type { SidebarState } from './store/sidebar';
export { MOBILE_BREAKPOINT, sidebarTypeForWidth, toggleSidebar, WIDE_BREAKPOINT } from './store/sidebar';
export { CURRENT_USER_KEY, RETURN_PATH_KEY } from './store/storage-keys';
export type { Brand } from './store/theme-store';
export { useTheme } from './store/theme-store';
export type { Viewer } from './store/use-viewer';
export { useViewer } from './store/use-viewer';
export { AppToaster } from './toasts/app-toaster';
export { notifyError, notifyInfo, notifySuccess, toasts } from './toasts/notify';
export type { ToastEntry, ToastKind, ToastView } from './toasts/toast-center';
export { MAX_OPEN_TOASTS, TOAST_DURATION, ToastCenter } from './toasts/toast-center';
export { ApiError } from './transport/api-error';
export type { Answer, HttpResponse, QueryParams, RequestConfig } from './transport/client';
export { apiUrl, call, endSession, http, sessionEnd, transport } from './transport/client';
export { paramsOf, payloadOf } from './transport/payload-of';
export { signOut } from './transport/sign-out';
export type { FormFailure, Translate } from './transport/user-message';
export { formFailure, userMessage } from './transport/user-message';

/** This core's version; a remote's federation share requires `^<this version>` of the core it was built with. */
export const CORE_VERSION = '1.2.0';
