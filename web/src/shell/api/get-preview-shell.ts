import { gql, type TypedDocumentNode } from '@apollo/client';
import { SHELL_FIELDS } from './shell-fields';
import type { FlagOverride, ShellData } from './shell-types';

export interface PreviewInput {
  brand: string;
  childBadge: string;
  badges: string[];
  products: string[];
  userFlags: string[];
  environment: string;
  flagOverrides: FlagOverride[];
}

export interface GetPreviewShellData {
  /** Null outside development. */
  previewShell: ShellData | null;
}

export const GET_PREVIEW_SHELL: TypedDocumentNode<GetPreviewShellData, { input: PreviewInput }> = gql`
  query GetPreviewShell($input: PreviewInput!) {
    previewShell(input: $input) {
      ...ShellFields
    }
  }
  ${SHELL_FIELDS}
`;
