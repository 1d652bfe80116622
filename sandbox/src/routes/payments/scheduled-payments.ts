// The one store of scheduled payments (issue 31): approved future-dated and recurring rows of `payments`, whether
// a signatory approved them in the portal or the back office set them up (the seed's). Payments → Scheduled
// payments, the cash account's read-only Scheduled payments tab and the bell's insufficient-funds count all read
// them through this condition, so the three always list the same payments.

/** A payment `p` that is scheduled: approved, not yet run (or recurring), future-dated or recurring. */
export const IS_SCHEDULED = `p.status = 'APPROVED' and p.schedule_type <> 'immediate'`;

/** The creator of payments the back office set up (the seed's): a user nobody signs in as. */
export const BACK_OFFICE_MAC = 'BACKOFFICE';
