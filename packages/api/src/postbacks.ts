/** API calls of the postbacks area: filled by its owner (see @affnet/contracts postbacks). */
export {};
