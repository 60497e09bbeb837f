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
export * from './credentials';
export * from './exports';
export type { LogoSize } from './network';
export { getBranding, uploadLogo } from './network';
export * from './network-admin';
export * from './network-settings';
export type { AccessDecision, OfferInput, TrackingSubs } from './offers';
export {
  createOffer,
  decideAccessRequest,
  downloadOffersCsv,
  getAccessRequests,
  getOffer,
  getOffers,
  getTrackingLink,
  requestOfferAccess,
  saveFile,
  setOfferStatus,
  updateOffer,
} from './offers';
export * from './people';
export * from './postbacks';
export type { ConversionQuery } from './statistics';
export {
  downloadConversionsCsv,
  downloadReportCsv,
  getConversions,
  getDashboard,
  getReport,
  setConversionStatus,
} from './statistics';
