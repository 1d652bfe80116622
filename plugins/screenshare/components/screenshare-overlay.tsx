// The screen-share modals (001 §2.8): 'Select product', then 'Start a screen sharing session' in its states
// Start, Pin, Error and End (a spinner with Cancel otherwise). Neither closes on Escape or a backdrop click
// (the kit's Modal ignores both without onEscape). Also holds the session's controller for the signed-in page.
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button } from '@kit/button';
import { t, type CopyKey } from '@kit/copy';
import { Modal } from '@kit/modal';
import { usePluginHost } from '@kit/plugin-host';
import { useWindowWidth } from '@kit/breakpoints';
import { SCREEN_SHARE_LINKS } from '../api/screenshare';
import type { ScreenShareController } from '../state/controller';
import { permittedProducts, readSettings, type ProductSetting } from '../state/products';
import { useScreenShare, type ScreenShareState } from '../state/store';
import { ExternalLinkIcon } from './icons';
import { layout } from '@kit/layout';
import styles from './screenshare.module.css';
import { useScreenShareController } from './use-controller';

/** 001 §9 modal width breakpoint: 'Select product' is large above it. */
const LARGE_ABOVE_PX = 1024;
const EXPLANATION: Record<string, CopyKey> = {
  mgl: 'screenshare.start.explanation.mgl',
  oasis: 'screenshare.start.explanation.oasis',
  perpetual: 'screenshare.start.explanation.perpetual',
};

export default function ScreenShareOverlay() {
  const controller = useScreenShareController();
  const state = useScreenShare();
  const host = usePluginHost();
  const width = useWindowWidth();
  const settings = useMemo(() => readSettings(host.settings('screenshare')), [host]);
  const products = useMemo(() => permittedProducts(settings.products, host.access, host.brand.key), [settings, host.access, host.brand.key]);

  // Without a permitted product (no allowed badge) there is nothing to pick: the session is for the portal itself.
  const noProducts = state.productOpen && products.length === 0;
  useEffect(() => {
    if (noProducts) controller.chooseProduct(t('screenshare.product.portal'));
  }, [noProducts, controller]);

  return (
    <>
      <Modal
        open={state.productOpen && products.length > 0}
        title={t('screenshare.selectProduct')}
        size={width > LARGE_ABOVE_PX ? 'large' : 'small'}
        actions={
          <Button variant="secondary" onClick={() => controller.cancelProduct()}>
            {t('screenshare.cancel')}
          </Button>
        }
      >
        <p>{t('screenshare.selectProduct.intro')}</p>
        <ul className={styles.products}>
          {products.map((p) => (
            <ProductChoice key={p.title} product={p} onChoose={() => controller.chooseProduct(p.title)} />
          ))}
        </ul>
      </Modal>
      <SessionModal state={state} controller={controller} />
    </>
  );
}

function ProductChoice({ product, onChoose }: { product: ProductSetting; onChoose: () => void }) {
  return (
    <li>
      <button type="button" className={styles.product} onClick={onChoose}>
        <span>{product.title}</span>
        <ExternalLinkIcon />
      </button>
    </li>
  );
}

function SessionModal({ state, controller }: { state: ScreenShareState; controller: ScreenShareController }) {
  const status = state.modalStatus;
  const title = status === 'END' ? t('screenshare.ended.title') : t('screenshare.modal.title');
  const cancel = (
    <Button variant="secondary" onClick={() => controller.cancel()}>
      {t('screenshare.cancel')}
    </Button>
  );
  let body: ReactNode;
  let actions: ReactNode = cancel;
  if (status === 'START') {
    body = <StartBody product={state.product} />;
    actions = (
      <>
        {cancel}
        <Button data-autofocus onClick={() => void controller.start()}>
          {t('screenshare.start')}
        </Button>
      </>
    );
  } else if (status === 'PIN') {
    body = (
      <>
        <h3>{t('screenshare.pin.heading')}</h3>
        <p className={styles.pin} data-testid="screenshare-pin" aria-live="polite">
          {state.pin}
        </p>
        <div className={styles.waiting} role="status">
          <span className={`${layout.spinner} ${styles.spinner}`} aria-hidden="true" />
          <span>{t('screenshare.pin.waiting')}</span>
        </div>
        {/* The number never breaks across lines (1800 808 508). */}
        <p>{t('screenshare.pin.instructions', { assistNumber: (state.assistNumber ?? '').replace(/ /g, '\u00a0') })}</p>
      </>
    );
  } else if (status === 'ERROR') {
    body = (
      <p className={styles.alert} role="alert">
        {t('screenshare.unavailable')}
      </p>
    );
  } else if (status === 'END') {
    body = <p>{t('screenshare.ended.text')}</p>;
    actions = (
      <Button data-autofocus onClick={() => controller.close()}>
        {t('screenshare.close')}
      </Button>
    );
  } else {
    body = (
      <div className={styles.waiting} role="status">
        <span className={`${layout.spinner} ${styles.spinner}`} aria-hidden="true" />
        <span>{t('screenshare.starting')}</span>
      </div>
    );
  }
  return (
    <Modal open={state.modalOpen} title={title} actions={actions} allowAboveModals>
      {body}
    </Modal>
  );
}

function StartBody({ product }: { product: string | null }) {
  const host = usePluginHost();
  const settings = useMemo(() => readSettings(host.settings('screenshare')), [host]);
  const { data } = useQuery(SCREEN_SHARE_LINKS, { fetchPolicy: 'cache-first' });
  const helpLinks = (data?.shell.brand.helpLinks ?? {}) as Record<string, unknown>;
  const link = (v: unknown) => (typeof v === 'string' && /^https:\/\//i.test(v) ? v : undefined);
  const privacy = link(helpLinks.privacyPolicy) ?? settings.links?.privacyPolicy;
  const terms = link(helpLinks.screenShareTerms) ?? link(helpLinks.termsOfUse) ?? settings.links?.terms;
  return (
    <>
      <p>{t(EXPLANATION[host.brand.key] ?? EXPLANATION.mgl)}</p>
      {product && <p>{t('screenshare.start.product', { product })}</p>}
      {(privacy || terms) && (
        <>
          <p>{t('screenshare.start.readFirst')}</p>
          <ul className={styles.links}>
            {[
              { href: privacy, label: t('screenshare.privacyPolicy') },
              { href: terms, label: t('screenshare.terms') },
            ].map(
              ({ href, label }) =>
                href && (
                  <li key={label}>
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {label} <span className="visually-hidden">{t('screenshare.opensInNewTab')}</span>
                    </a>
                  </li>
                ),
            )}
          </ul>
        </>
      )}
    </>
  );
}
