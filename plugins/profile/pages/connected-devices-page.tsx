// dashboard/user-profile/my-security/connected-devices (001 §2.1; issue 16): the browsers the adviser is signed
// in on (browser and system, first signed in, last active, this device), and Sign out per device after a
// step-up: that browser's sign-in ends at once.
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { formatDateTime } from '@kit/format-date-time';
import type { GetConnectedDevicesQuery } from '@kit/gql/graphql';
import { ConfirmDialog } from '@kit/confirm-dialog';
import { DataTable } from '@kit/table/data-table';
import type { PageProps } from '@kit/plugin';
import { useRouteHref } from '@kit/route-link';
import { GET_CONNECTED_DEVICES, SIGN_OUT_DEVICE } from '../api/my-security';
import { StatusMessage, type Message } from '../components/status-message';
import { dropStepUpGrant, stepUpGrant } from '../components/step-up-grant';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
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
  const [message, setMessage] = useState<Message>(null);
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
      <HeadingBlock level={1} title={t('profile.devices.title')} intro={t('profile.devices.intro')} />
      <QueryStates data={devices} loading={loading} error={error} loadingLabel={t('profile.devices.loading')} errorMessage={t('profile.devices.error')} refetch={refetch}>
        {(devices) => (
          <section className={layout.panel} aria-labelledby="devices-heading">
            <HeadingBlock id="devices-heading" title={t('profile.devices.caption')} />
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
            <StatusMessage message={message} />
          </section>
        )}
      </QueryStates>
      <ConfirmDialog
        open={!!confirming}
        title={t('profile.devices.confirmTitle')}
        cancelLabel={t('profile.devices.cancel')}
        confirmLabel={t('profile.devices.confirm')}
        escapeCancels
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      >
        {confirming ? t('profile.devices.confirmBody', { device: deviceLabel(confirming) }) : null}
      </ConfirmDialog>
    </div>
  );
}
