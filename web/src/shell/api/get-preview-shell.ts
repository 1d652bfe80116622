import { graphql } from '@kit/gql';
import type { PreviewInput } from '@kit/gql/graphql';

export type { PreviewInput };

export const GET_PREVIEW_SHELL = graphql(`
  query GetPreviewShell($input: PreviewInput!) {
    previewShell(input: $input) {
      ...ShellFields
    }
  }
`);
