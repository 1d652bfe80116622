// On UNAUTHENTICATED: renew the tokens once, retry the operation once; when that cannot be done, log out (000 §8).
import { ErrorLink } from '@apollo/client/link/error';
import { from, of, switchMap, tap, throwError } from 'rxjs';
import { isUnauthenticated, resultIsUnauthenticated } from './graphql-errors';

export interface AuthRecovery {
  /** Resolves true when fresh tokens are in place (the session layer dedupes and throttles). */
  renewTokens(): Promise<boolean>;
  /** The sign-in cannot be saved: log out. */
  onAuthFailure(): void;
}

export function createAuthRecoveryLink({ renewTokens, onAuthFailure }: AuthRecovery): ErrorLink {
  return new ErrorLink(({ error, result, operation, forward }) => {
    // Sign-in plumbing is not retried: a failing renewSession must not ask for another renewal.
    if (operation.getContext().anonymous === true || !isUnauthenticated(error)) return;
    const giveUp = () => {
      onAuthFailure();
      return result ? of(result) : throwError(() => error);
    };
    return from(renewTokens()).pipe(
      switchMap((renewed) =>
        renewed
          ? forward(operation).pipe(
              tap({
                next: (retried) => resultIsUnauthenticated(retried) && onAuthFailure(),
                error: (retryError: unknown) => isUnauthenticated(retryError) && onAuthFailure(),
              }),
            )
          : giveUp(),
      ),
    );
  });
}
