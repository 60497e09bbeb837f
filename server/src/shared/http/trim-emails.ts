import { globalPlugin } from './global-plugin';

function trimEmailField(holder: unknown): void {
  if (holder && typeof holder === 'object' && !Array.isArray(holder)) {
    const record = holder as Record<string, unknown>;
    if (typeof record.email === 'string') record.email = record.email.trim();
  }
}

/** Emails pasted with surrounding spaces are accepted: trimmed before schema validation. */
export const trimEmailsPlugin = globalPlugin(async (app) => {
  app.addHook('preValidation', async (request) => {
    trimEmailField(request.body);
    if (request.body && typeof request.body === 'object') {
      trimEmailField((request.body as Record<string, unknown>).userDetails);
    }
  });
});
