// The upstream account record (intermediary v2 search and accounts/list): one row per adviser link.
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

export type AccountRecord = UpstreamResponse<'/api/intermediary-accounts/v1/intermediaries/{mac}/accounts/list'>['accounts'][number];
