// My profile's picture card (002 §7 profile picture; 000 §3 "paths not shown"): the picture, or the user's initials
// when none is stored; Upload takes a PNG, JPEG, GIF or WebP of at most 2 MB, checked here first (type, size and the
// file's first bytes), previewed, then saved with setProfilePicture. The saved picture also goes into the cache the
// header's avatar reads. The gateway has no call to remove a picture, so there is no Remove.
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { GET_PROFILE_PICTURE, SET_PROFILE_PICTURE } from './profile-picture.graphql';
import { checkPictureBytes, checkPictureFile, PICTURE_TYPES, pictureSrc, sizeOf, toBase64, type PictureProblem, type PictureType } from './profile-picture-file';
import { layout } from '@kit/layout';
import styles from './profile-picture.module.css';

interface Pending {
  name: string;
  size: number;
  contentType: PictureType;
  data: string;
}

const PROBLEM_COPY = { type: 'profile.picture.errorType', size: 'profile.picture.errorSize', empty: 'profile.picture.errorEmpty' } as const;

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

export function ProfilePictureCard({ firstName, lastName }: { firstName: string; lastName: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { data, loading, error } = useQuery(GET_PROFILE_PICTURE, { errorPolicy: 'all' });
  const [save, { loading: saving }] = useMutation(SET_PROFILE_PICTURE);
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const stored = pictureSrc(data?.profilePicture);
  const shown = pending ? pictureSrc(pending) : stored;

  const choose = async (file: File | undefined) => {
    setSaved(false);
    setProblem(null);
    if (!file) return;
    const fault: PictureProblem | null = checkPictureFile(file);
    if (fault) {
      setPending(null);
      setProblem(t(PROBLEM_COPY[fault]));
      return;
    }
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      setPending(null);
      setProblem(t('profile.picture.errorRead'));
      return;
    }
    const contentType = checkPictureBytes(bytes, file.type);
    if (!contentType) {
      setPending(null);
      setProblem(t('profile.picture.errorType'));
      return;
    }
    setPending({ name: file.name, size: file.size, contentType, data: toBase64(bytes) });
  };

  const submit = async () => {
    if (!pending) return;
    setProblem(null);
    try {
      await save({
        variables: { picture: { contentType: pending.contentType, data: pending.data } },
        update(cache, result) {
          const picture = result.data?.setProfilePicture;
          if (picture) cache.writeQuery({ query: GET_PROFILE_PICTURE, data: { profilePicture: picture } });
        },
      });
      setPending(null);
      setSaved(true);
      input.current?.focus();
    } catch {
      setProblem(t('profile.picture.errorSave'));
    }
  };

  const cancel = () => {
    setPending(null);
    setProblem(null);
    input.current?.focus();
  };

  return (
    <section className={layout.panel} aria-labelledby={`${id}-title`} aria-busy={saving || undefined}>
      <h2 id={`${id}-title`} className={layout.sectionTitle}>
        {t('profile.picture.title')}
      </h2>
      <div className={styles.layout}>
        <div className={styles.avatar}>
          {shown ? (
            <img className={styles.image} src={shown} alt={t(pending ? 'profile.picture.previewAlt' : 'profile.picture.alt')} width={96} height={96} />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {initials(firstName, lastName)}
            </span>
          )}
        </div>
        <div className={styles.body}>
          <p id={`${id}-hint`} className={layout.subtitle}>
            {t('profile.picture.intro')}
          </p>
          {loading && !data && <p className={layout.muted}>{t('profile.picture.loading')}</p>}
          {!loading && error && !data?.profilePicture && <p className={layout.muted}>{t('profile.picture.loadError')}</p>}
          {!loading && !error && !stored && !pending && <p className={layout.muted}>{t('profile.picture.none')}</p>}
          {pending && <p>{t('profile.picture.chosen', { name: pending.name, size: sizeOf(pending.size) })}</p>}
          <div className={layout.actions}>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              className={layout.fileInput}
              accept={PICTURE_TYPES.join(',')}
              disabled={saving}
              aria-labelledby={`${id}-choose`}
              aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void choose(file);
              }}
            />
            <label id={`${id}-choose`} htmlFor={`${id}-file`} className={layout.fileButton}>
              {t(stored || pending ? 'profile.picture.change' : 'profile.picture.choose')}
            </label>
            {pending && (
              <>
                <Button onClick={() => void submit()} disabled={saving}>
                  {t('profile.picture.save')}
                </Button>
                <Button variant="secondary" onClick={cancel} disabled={saving}>
                  {t('profile.picture.cancel')}
                </Button>
              </>
            )}
          </div>
          {saving && (
            <div className={styles.progress}>
              <progress aria-labelledby={`${id}-saving`} />
              <span id={`${id}-saving`}>{t('profile.picture.saving')}</span>
            </div>
          )}
          {problem && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {problem}
            </p>
          )}
          <p className={styles.status} role="status">
            {saved ? t('profile.picture.saved') : ''}
          </p>
        </div>
      </div>
    </section>
  );
}
