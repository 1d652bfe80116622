// dashboard/user-profile/my-security/connected-devices (001 §2.1; issue 16): the browsers the adviser is signed
// in on (browser and system, first signed in, last active, this device), and Sign out per device after a
// step-up: that browser's sign-in ends at once.
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { formatDateTime } from '@kit/format-date-time';
import type { GetConnectedDevicesQuery } from '@kit/gql/graphql';
import { LoadingState } from '@kit/loading-state';
import { Modal } from '@kit/modal';
import { DataTable } from '@kit/table/data-table';
import type { PageProps } from '@kit/plugin';
import { useRouteHref } from '@kit/route-link';
import { GET_CONNECTED_DEVICES, SIGN_OUT_DEVICE } from '../api/my-security';
import { dropStepUpGrant, stepUpGrant } from '../components/step-up-grant';
import { layout } from '@kit/layout';
import styles from '../components/profile.module.css';
import own from '../components/my-security.module.css';

type Device = GetConnectedDevicesQuery['connectedDevices'][number];

const KIND = { desktop: 'profile.devices.desktop', mobile: 'profile.devices.mobile', tablet: 'profile.devices.tablet' } as const;

export function deviceLabel(d: Pick<Device, 'browser' | 'os'>): string {
  if (d.browser && d.os) return t('profile.devices.on', { browser: d.browser, os: d.os });
  return d.browser || d.os || t('profile.devices.unknown');
}

export default function ConnectedDevicesPage(_props: PageProps<'profile-security-connected-devices'>) {
  const { data, loading, error, refetch } = useQuery(GET_CONNECTED_DEVICES, { fetchPolicy: 'cache-and-network' });
  const [signOut, signingOut] = useMutation(SIGN_OUT_DEVICE);
  const [confirming, setConfirming] = useState<Device | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'error'; text: string } | null>(null);
  const navigate = useNavigate();
  const href = useRouteHref();
  const devices = data?.connectedDevices;

  const goStepUp = () => {
    const target = href('profile-security-step-up');
    if (target) void navigate({ to: target, search: { next: 'connected-devices' } as never });
  };

  const ask = (device: Device) => {
    setMessage(null);
    if (!stepUpGrant()) return goStepUp();
    setConfirming(device);
  };

  const confirm = async () => {
    const device = confirming;
    setConfirming(null);
    const token = stepUpGrant();
    if (!device) return;
    if (!token) return goStepUp();
    try {
      const res = await signOut({ variables: { id: device.id, stepUpToken: token } });
      const outcome = res.data?.signOutDevice;
      if (outcome === 'STEP_UP_REQUIRED') {
        dropStepUpGrant();
        setMessage({ kind: 'error', text: t('profile.devices.stepUpExpired') });
        return;
      }
      setMessage({ kind: 'status', text: outcome === 'SIGNED_OUT' ? t('profile.devices.signedOut', { device: deviceLabel(device) }) : t('profile.devices.gone') });
      await refetch().catch(() => undefined);
    } catch {
      setMessage({ kind: 'error', text: t('profile.devices.signOutError') });
    }
  };

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <header>
        <h1 className={layout.title}>{t('profile.devices.title')}</h1>
        <p className={layout.subtitle}>{t('profile.devices.intro')}</p>
      </header>
      {loading && !data && <LoadingState label={t('profile.devices.loading')} />}
      {error && !data && <ErrorState message={t('profile.devices.error')} onRetry={() => void refetch().catch(() => undefined)} />}
      {devices && (
        <section className={layout.panel} aria-labelledby="devices-heading">
          <h2 id="devices-heading" className={layout.sectionTitle}>
            {t('profile.devices.caption')}
          </h2>
          <DataTable
            caption={t('profile.devices.caption')}
            columns={[
              {
                key: 'device',
                header: t('profile.devices.device'),
                render: (d) => (
                  <>
                    <span className={own.deviceName}>{deviceLabel(d)}</span>
                    <span className={own.deviceKind}>{t(KIND[d.platform as keyof typeof KIND] ?? KIND.desktop)}</span>
                  </>
                ),
              },
              { key: 'signedIn', header: t('profile.devices.signedIn'), render: (d) => formatDateTime(d.signedInAt) },
              { key: 'lastActive', header: t('profile.devices.lastActive'), render: (d) => formatDateTime(d.lastActiveAt) },
              {
                key: 'action',
                header: t('profile.devices.action'),
                render: (d) =>
                  d.current ? (
                    <span className={own.badge}>{t('profile.devices.thisDevice')}</span>
                  ) : (
                    <Button variant="secondary" onClick={() => ask(d)} disabled={signingOut.loading} aria-label={t('profile.devices.signOutLabel', { device: deviceLabel(d) })}>
                      {t('profile.devices.signOut')}
                    </Button>
                  ),
              },
            ]}
            rows={devices}
            rowId={(d) => d.id}
            plain
          />
          {devices.every((d) => d.current) && <p>{t('profile.devices.only')}</p>}
          <p role="status" className={message?.kind === 'error' ? styles.error : styles.status}>
            {message?.text}
          </p>
        </section>
      )}
      <Modal
        open={!!confirming}
        title={t('profile.devices.confirmTitle')}
        onEscape={() => setConfirming(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('profile.devices.cancel')}
            </Button>
            <Button data-autofocus onClick={() => void confirm()}>
              {t('profile.devices.confirm')}
            </Button>
          </>
        }
      >
        <p>{confirming ? t('profile.devices.confirmBody', { device: deviceLabel(confirming) }) : null}</p>
      </Modal>
    </div>
  );
}
