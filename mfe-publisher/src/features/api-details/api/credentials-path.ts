export const idOf = (publisherId: number) => encodeURIComponent(String(publisherId));
