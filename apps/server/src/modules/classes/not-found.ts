/** One answer for a class or batch that does not exist and for one the caller may not see. */
export const NO_SUCH_CLASS = 'This class does not exist.';
export const NO_SUCH_BATCH = 'This batch does not exist.';
