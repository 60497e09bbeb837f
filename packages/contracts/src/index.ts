export type { Envelope, ErrorEnvelope } from './envelope';
export type { Network, NetworkBranding } from './network';
export type { Permission, Role } from './permissions';
export { ACCOUNT_LOGIN_TYPE, PERMISSIONS } from './permissions';
export type { RemoteAppProps, RemoteManifest, RemoteModule, RemoteName } from './remotes';
export { REMOTE_EXPOSE, REMOTE_NAMES } from './remotes';
export type { Position, SidebarType, Skin, ThemeSettings } from './theme';
export { DEFAULT_THEME, SKINS, THEME_OPTIONS } from './theme';
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
