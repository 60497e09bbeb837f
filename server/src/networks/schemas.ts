import { THEME_OPTIONS } from '@affnet/contracts';
import { objectOf } from '../shared/http/schemas';
import { LOGO_MAX_BYTES } from './logos';

/** A network id (slug) as the theme and record calls take it; an unknown one is 'not found'. */
export const slug = { type: 'string', minLength: 1, maxLength: 100 } as const;

type ThemeOptions = typeof THEME_OPTIONS;
type ThemeField = keyof ThemeOptions & string;

/** One enum per theme field; the mapped type says so to json-schema-to-ts, which cannot read Object.fromEntries. */
const themeFields = Object.fromEntries(
  Object.entries(THEME_OPTIONS).map(([key, values]) => [key, { type: 'string', enum: [...values] }]),
) as { [K in ThemeField]: { type: 'string'; enum: ThemeOptions[K][number][] } };

/** ThemeSettings: every field one of THEME_OPTIONS; `required` lists the fields an answer always has. */
export const themeSettings = <const R extends readonly ThemeField[]>(required: R) => objectOf(themeFields, required);

/** The complete theme, as stored themes are read back (a missing or unknown value is the default). */
export const fullTheme = themeSettings(Object.keys(THEME_OPTIONS) as ThemeField[]);

/**
 * The logo upload: one `file` part. The handler streams it (request.file()) to check its size and type as it reads,
 * so Fastify parses no body and validates `null`: the schema takes that, and documents the part the handler needs.
 */
export const logoBody = {
  content: {
    'multipart/form-data': {
      // Other parts are read past: only `file` counts.
      schema: {
        type: ['object', 'null'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description: `A PNG, JPEG, GIF, WebP or SVG image of at most ${LOGO_MAX_BYTES / 1024} KB`,
          },
        },
        required: ['file'],
      },
    },
  },
} as const;
