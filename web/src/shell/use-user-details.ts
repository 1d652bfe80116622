// Loads the signed-in user for the shell and logs out with server_error when the details are unusable.
import { useQuery } from '@apollo/client/react';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { GET_VIEWER_USER } from '../api/operations/get-viewer-user';
import { logoutAtom } from '../session';
import { judgeUserDetails, type UserDetailsVerdict } from './judge-user-details';

export function useUserDetails(): UserDetailsVerdict & { retry: () => void } {
  const { data, error, loading, refetch } = useQuery(GET_VIEWER_USER, { notifyOnNetworkStatusChange: true });
  const logout = useSetAtom(logoutAtom);
  const verdict = judgeUserDetails({ user: data?.viewer.user ?? undefined, error, loading });

  useEffect(() => {
    if (verdict.kind === 'invalid') void logout('server_error');
  }, [verdict.kind, logout]);

  return { ...verdict, retry: () => void refetch().catch(() => undefined) };
}
