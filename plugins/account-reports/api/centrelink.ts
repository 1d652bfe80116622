import { graphql } from '@kit/gql';
import type { GetCentrelinkSchedulesQuery } from '@kit/gql/graphql';

export type CentrelinkScheduleRow = GetCentrelinkSchedulesQuery['centrelinkSchedules'][number];

/** A pension account's Centrelink schedules, newest financial year first. */
export const GET_CENTRELINK_SCHEDULES = graphql(`
  query GetCentrelinkSchedules($accountId: ID!) {
    centrelinkSchedules(accountId: $accountId) {
      id
      financialYear
      periodFrom
      periodTo
      purchasePrice
      relevantNumber
      deductibleAmount
      annualPayments
      paymentFrequency
      dateIssued
    }
  }
`);
