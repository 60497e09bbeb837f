import type { Skin } from '@affnet/contracts';

/** Background and text colour of each skin (navbar, sidebar and logo area). skin6 is the light one. */
export const SKIN_COLORS: Record<Skin, { bg: string; fg: string }> = {
  skin1: { bg: '#1e4db7', fg: '#ffffff' },
  skin2: { bg: '#0b7a75', fg: '#ffffff' },
  skin3: { bg: '#2a3547', fg: '#ffffff' },
  skin4: { bg: '#6d28d9', fg: '#ffffff' },
  skin5: { bg: '#b42318', fg: '#ffffff' },
  skin6: { bg: '#ffffff', fg: '#1f2937' },
};

/** On a dark theme the light skin would glare; it follows the page instead. */
export const DARK_SKIN6 = { bg: '#1b2433', fg: '#e5e7eb' };
