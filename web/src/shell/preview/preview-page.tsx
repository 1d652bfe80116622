// "Preview as" (development only): the shell as the gateway resolves it for any brand, badge, products,
// user flags, environment and flag overrides. The gateway answers null outside development; so does this page.
import { useQuery } from '@apollo/client/react';
import { useState, type CSSProperties } from 'react';
import { t } from '../../kit/copy';
import { ErrorState } from '../../kit/error-state';
import { LoadingState } from '../../kit/loading-state';
import { NotFoundPage } from '../../routes/not-found-page';
import { GET_PREVIEW_SHELL } from '../api/get-preview-shell';
import { asShellData, type ShellData } from '../api/shell-types';
import { themeProperties } from '../root/brand-theme';
import { StateFrame } from '../state-frame';
import { NavContext, type NavContextValue } from '../side-nav/nav-context';
import { NavList } from '../side-nav/nav-list';
import { NavOutline } from './nav-outline';
import { PreviewForm } from './preview-form';
import { INITIAL_PREVIEW, previewInput } from './preview-state';
import styles from './preview.module.css';

// The live menu is for looking at: entries draw as for a desktop user and actions do nothing.
const STATIC_NAV: NavContextValue = {
  device: 'desktop',
  pinned: true,
  activeId: null,
  states: { cobrowseActive: false },
  onItemUsed: () => undefined,
  runAction: () => undefined,
  chooseBadge: () => undefined,
  isPopoverDismissed: () => false,
  dismissPopover: () => undefined,
};

export function PreviewPage() {
  const [state, setState] = useState(INITIAL_PREVIEW);
  const { data, previousData, error, loading } = useQuery(GET_PREVIEW_SHELL, { variables: { input: previewInput(state) } });
  const answer = data ?? previousData;

  if (!answer) {
    return <StateFrame>{error ? <ErrorState message={t('preview.error')} /> : <LoadingState />}</StateFrame>;
  }
  if (!answer.previewShell) {
    return (
      <StateFrame>
        <NotFoundPage />
      </StateFrame>
    );
  }
  const shell = asShellData(answer.previewShell);
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t('preview.title')}</h1>
        <p>{t('preview.intro')}</p>
      </header>
      <div className={styles.columns}>
        <PreviewForm state={state} onChange={setState} />
        <div className={styles.results} aria-busy={loading} aria-live="polite">
          {error && <ErrorState message={t('preview.error')} />}
          <PreviewResult shell={shell} />
        </div>
      </div>
    </div>
  );
}

function PreviewResult({ shell }: { shell: ShellData }) {
  const themed = themeProperties(shell.brand.theme) as CSSProperties;
  const flagsOn = shell.flags.filter((flag) => flag.on).map((flag) => flag.key);
  return (
    <>
      <section className={styles.card} aria-labelledby="preview-brand">
        <h2 id="preview-brand">{t('preview.brandSummary')}</h2>
        <div className={styles.brandStrip} style={themed}>
          <img src={shell.brand.logo.src} alt={shell.brand.logo.alt} />
        </div>
        <dl className={styles.facts}>
          <dt>{t('preview.fact.brand')}</dt>
          <dd>{`${shell.brand.name} (${shell.brand.key}, ${shell.brand.loginBadge}, ${shell.brand.childBadge})`}</dd>
          <dt>{t('preview.environment')}</dt>
          <dd>{shell.environment}</dd>
          <dt>{t('preview.fact.access')}</dt>
          <dd>{[...shell.access.products, ...shell.access.cashBadges].join(', ') || '—'}</dd>
          <dt>{t('preview.fact.idle')}</dt>
          <dd>{t('preview.idleValue', { idle: shell.idle.idleSeconds, countdown: shell.idle.countdownSeconds })}</dd>
          <dt>{t('preview.plugins')}</dt>
          <dd>{shell.plugins.map((plugin) => plugin.id).join(', ') || '—'}</dd>
          <dt>{t('preview.flags')}</dt>
          <dd className={styles.flagList}>{flagsOn.join(', ') || '—'}</dd>
        </dl>
      </section>
      <div className={styles.navColumns}>
        <section className={styles.card} aria-labelledby="preview-live">
          <h2 id="preview-live">{t('preview.asShown')}</h2>
          <div className={styles.liveNav} style={themed}>
            <NavContext.Provider value={STATIC_NAV}>
              <NavList items={shell.sideNavigation} />
            </NavContext.Provider>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="preview-outline">
          <h2 id="preview-outline">{t('preview.sideNavigation')}</h2>
          <NavOutline items={shell.sideNavigation} overrides={shell.copyOverrides} />
          <h2>{t('preview.profileMenu')}</h2>
          <NavOutline items={shell.profileMenu} overrides={shell.copyOverrides} />
        </section>
      </div>
    </>
  );
}
