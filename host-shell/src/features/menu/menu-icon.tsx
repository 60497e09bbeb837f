import type { MenuIcon as IconName } from './menus';

/** Simple line icons drawn inline: no icon font, nothing fetched from elsewhere. */
const PATHS: Record<IconName, string> = {
  dashboard: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  offers: 'M3 7l9-4 9 4-9 4-9-4zM3 12l9 4 9-4M3 17l9 4 9-4',
  statistics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  api: 'M8 6l-6 6 6 6M16 6l6 6-6 6M14 4l-4 16',
  postback: 'M4 12h12M12 6l6 6-6 6M20 4v16',
  download: 'M12 3v12M6 11l6 6 6-6M4 21h16',
  users: 'M16 19v-2a4 4 0 0 0-8 0v2M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM20 19v-2a3 3 0 0 0-2-3M4 19v-2a3 3 0 0 1 2-3',
  advertisers: 'M3 10v4h3l6 4V6l-6 4H3zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
  'audit-log': 'M9 3h6v3H9zM7 4.5H5V21h14V4.5h-2M8 11h8M8 14.5h8M8 18h5',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-2-4-2 1-2-2V4h-4v2L9 8 7 7 5 11l2 1v0l-2 1 2 4 2-1 2 2v2h4v-2l2-2 2 1 2-4z',
  network: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
};

export function MenuIcon({ name }: { name: IconName }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d={PATHS[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
