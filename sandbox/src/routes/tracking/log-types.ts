/** The types a log collector entry may have. */
export const LOG_TYPES = ['pageFlow', 'ajax', 'emptyResponse', 'internalApiError', 'logout', 'error'] as const;
