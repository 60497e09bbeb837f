export const postbackPath = (id: number) => `/api/postbacks/${encodeURIComponent(String(id))}`;
