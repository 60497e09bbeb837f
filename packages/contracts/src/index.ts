export type { Envelope, ErrorEnvelope } from './envelope';
export { ACCOUNT_LOGIN_TYPE, PERMISSIONS } from './permissions';
export type { Permission, Role } from './permissions';
export { DEFAULT_THEME, SKINS, THEME_OPTIONS } from './theme';
export type { Position, SidebarType, Skin, ThemeSettings } from './theme';
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
export type { Network, NetworkBranding } from './network';
export { REMOTE_EXPOSE, REMOTE_NAMES } from './remotes';
export type { RemoteAppProps, RemoteManifest, RemoteModule, RemoteName } from './remotes';
