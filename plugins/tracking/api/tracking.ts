// The tracking operations. Their names are listed in TRACKING_OPERATIONS: the ajax log leaves them out, or every
// batch sent would make the next.
import { graphql } from '@kit/gql';

export const TRACKING_CONTEXT = graphql(`
  query TrackingContext {
    trackingContext {
      appName
      appVersion
      mac
    }
  }
`);

export const TRACKING_HEARTBEAT = graphql(`
  query TrackingHeartbeat {
    trackingHeartbeat
  }
`);

export const SEND_TRACKING_LOGS = graphql(`
  mutation SendTrackingLogs($logs: JSON!) {
    sendTrackingLogs(logs: $logs) {
      accepted
    }
  }
`);

export const REPORT_TRACKING_HEALTH = graphql(`
  mutation ReportTrackingHealth($jsStatus: String!, $customerSessionId: String!) {
    reportTrackingHealth(jsStatus: $jsStatus, customerSessionId: $customerSessionId)
  }
`);

export const TRACKING_OPERATIONS: ReadonlySet<string> = new Set(['TrackingContext', 'TrackingHeartbeat', 'SendTrackingLogs', 'ReportTrackingHealth']);
