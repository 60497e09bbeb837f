/** Browser storage keys of the spec (section 3). */
export const CURRENT_USER_KEY = 'currentUser';
export const RETURN_PATH_KEY = 'preVisitedPath';
