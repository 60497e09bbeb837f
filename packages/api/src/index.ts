export { ApiError } from './api-error';
export type { Invite, LoginKind } from './auth';
export {
  accountLogin,
  checkResetLink,
  forgotPassword,
  getInvite,
  login,
  networkIdExists,
  registerAdvertiser,
  registerNetwork,
  registerPublisher,
  resetPassword,
} from './auth';
export { call, createClient, endSession, http, sessionEnd } from './client';
export type { LogoSize } from './network';
export { getBranding, getNetworkData, getRemoteManifest, getTheme, saveTheme, uploadLogo } from './network';
export { getPublisherProfile } from './publisher';
export { signOut } from './sign-out';
export { userMessage } from './user-message';
