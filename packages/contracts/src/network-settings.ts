/** Contract of this area: filled by its owner. */
export {};
