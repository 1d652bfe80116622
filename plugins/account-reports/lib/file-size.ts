import { t } from '@kit/copy';

/** '4 KB' or '1.2 MB'. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? t('accountReports.size.mb', { size: (bytes / (1024 * 1024)).toFixed(1) })
    : t('accountReports.size.kb', { size: Math.max(1, Math.round(bytes / 1024)) });
}
