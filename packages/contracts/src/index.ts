export * from './audit-fields';
export * from './billing';
export type { BootData } from './boot';
export { BOOT_ELEMENT_ID, SIGNED_IN_SHELL_FILE } from './boot';
export * from './credentials';
export type { Envelope, ErrorEnvelope } from './envelope';
export type { ErrorCode, ErrorParams } from './error-codes';
export { ERROR_CODES } from './error-codes';
export * from './exports';
export type {
  FirstScreenMarkup,
  FirstScreenRequest,
  RenderAreaFirstScreen,
  RenderShellFirstScreen,
} from './first-screen';
export {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_FILE,
  FIRST_SCREEN_LANGUAGE_FIELD,
  FIRST_SCREEN_SENT_ATTRIBUTE,
  FIRST_SCREEN_STYLE_ID,
  LANGUAGE_COOKIE,
} from './first-screen';
export * from './limits';
export type { MoneyField, RoleMoney } from './money';
export { MONEY_FIELDS, MONEY_FIELDS_OF } from './money';
export type { Network, NetworkBranding } from './network';
export * from './network-admin';
export * from './network-settings';
export type {
  AccessRequest,
  Device,
  Offer,
  OfferAccess,
  OfferGoal,
  OfferGoalInput,
  OfferIntegrationKit,
  OfferQuery,
  OfferStatus,
  OfferTab,
  OfferVisibility,
  OperatingSystem,
  Page,
  PayoutType,
  PublisherPayout,
} from './offers';
export {
  DEVICES,
  OFFER_INPUT_FIELDS,
  OFFER_STATUSES,
  OFFER_TABS,
  OFFER_VISIBILITIES,
  OPERATING_SYSTEMS,
  PAYOUT_TYPES,
} from './offers';
export { canOpen, DASHBOARD_PATH, pageAccessOf, pathMatches } from './page-access';
export { passwordProblem } from './password-rule';
export * from './payment-details';
export * from './people';
export type { Permission, Role } from './permissions';
export { ACCOUNT_LOGIN_TYPE, PERMISSIONS } from './permissions';
export * from './postbacks';
export type {
  AreaDeclaration,
  AreaMenuEntry,
  AreaMenuLink,
  AreaMount,
  AreaPage,
  NewRemoteDeployToken,
  RemoteAppProps,
  RemoteDeployToken,
  RemoteDeployTokenInput,
  RemoteEarlierRelease,
  RemoteFailure,
  RemoteFailureReport,
  RemoteManifest,
  RemoteModule,
  RemoteName,
  RemoteRelease,
  RemoteReleaseRef,
  RemoteRollout,
  RemotesOverview,
} from './remotes';
export { CONFIGURED_RELEASE_VERSION, RELEASE_VERSION_PATTERN, REMOTE_EXPOSE, REMOTE_NAMES } from './remotes';
export * from './settlement';
export type {
  ComparedPeriod,
  Comparison,
  Conversion,
  ConversionStatus,
  CurrencyAmount,
  DashboardSummary,
  DatePreset,
  ExchangeRate,
  ExchangeRateInput,
  ExchangeRates,
  Report,
  ReportGroup,
  ReportingCurrencyInput,
  ReportQuery,
  ReportRow,
} from './statistics';
export { CONVERSION_STATUSES, DATE_PRESETS, REPORT_GROUPS } from './statistics';
export type { Position, SidebarType, Skin, ThemeSettings } from './theme';
export { DARK_SKIN6, DEFAULT_THEME, SKIN_COLORS, SKINS, THEME_OPTIONS } from './theme';
export type {
  AccountManager,
  CurrentUser,
  LoginCredentials,
  LoginRequest,
  NetworkRegistrationRequest,
  PublisherProfile,
  RegistrationRequest,
  TokenClaims,
  UserDetail,
} from './user';
