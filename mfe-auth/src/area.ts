import type { AreaDeclaration } from '@affnet/contracts';

/** The public shell's pages: sign-in, sign-out, password reset, registration and the /ext hand-off. */
const PUBLIC_PATHS = [
  'login',
  'login/network',
  'login/admin',
  'logout',
  'forgot-password',
  'reset-password',
  'register/publisher',
  'register/advertiser',
  'register/network',
  'ext/*',
];

/**
 * The authentication area fills the public shell; it has no guarded page and no menu entry, and its pages set their
 * own document title. Pure data: the build writes it to area.json and the host builds its router from it.
 */
const area: AreaDeclaration = {
  remote: 'mfe_auth',
  mounts: PUBLIC_PATHS.map((path) => ({ path, basePath: '', shell: 'public' as const })),
  pages: [],
  menu: [],
  messages: { en: {}, es: {}, fr: {}, de: {} },
};

export default area;
