/** The address of one offer, the base of every call about it. */
export const offerPath = (id: number) => `/api/offers/${encodeURIComponent(String(id))}`;
