import { gql, type TypedDocumentNode } from '@apollo/client';
import { SHELL_FIELDS } from './shell-fields';
import type { FlagOverride, ShellData } from './shell-types';

export interface GetShellData {
  shell: ShellData;
}
export interface GetShellVars {
  overrides: FlagOverride[];
}

/** The signed-in user's resolved shell; overrides are this browser session's flag overrides. */
export const GET_SHELL: TypedDocumentNode<GetShellData, GetShellVars> = gql`
  query GetShell($overrides: [FlagOverride!]) {
    shell(overrides: $overrides) {
      ...ShellFields
    }
  }
  ${SHELL_FIELDS}
`;
