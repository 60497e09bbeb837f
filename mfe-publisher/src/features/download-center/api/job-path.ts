export const jobPath = (id: number) => `/api/exports/${encodeURIComponent(String(id))}`;
