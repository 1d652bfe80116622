// A payment date: typed as dd/MM/yyyy or picked from a month calendar that offers only business days after
// today (weekends and public holidays are shown struck through and cannot be chosen). The rule is the hint.
import { useEffect, useRef, useState } from 'react';
import { t } from '@kit/copy';
import { FormField } from '@kit/form/form-field';
import { formatDisplayDay, monthGrid, parseDisplayDay } from '../../lib/business-days';
import styles from './make-payment.module.css';

export interface BusinessDayInputProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  holidays: ReadonlySet<string>;
  /** Days offered are after this one (yyyy-MM-dd). */
  after: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** A day picked from the calendar (yyyy-MM-dd). */
  onPick: (displayValue: string) => void;
}

function monthOf(iso: string): { year: number; month: number } {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

export function BusinessDayInput({ label, name, value, error, holidays, after, onChange, onBlur, onPick }: BusinessDayInputProps) {
  const [open, setOpen] = useState(false);
  const picked = parseDisplayDay(value);
  const [shown, setShown] = useState(() => monthOf(picked ?? after));
  const calendarRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const months = t('payments.make.months').split(',');
  const weekdays = t('payments.make.weekdays').split(',');

  useEffect(() => {
    if (!open) return;
    calendarRef.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"], td button:not(:disabled)')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const step = (by: number) =>
    setShown(({ year, month }) => {
      const index = year * 12 + (month - 1) + by;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });

  const toggle = () => {
    if (!open) setShown(monthOf(picked ?? after));
    setOpen(!open);
  };

  return (
    <div className={styles.dateField}>
      <div className={styles.dateRow}>
        <FormField label={label} hint={t('payments.make.dateHint')} error={error} className={styles.field} labelClassName={styles.label} hintClassName={styles.hint} errorClassName={styles.error}>
          <input className={styles.input} name={name} value={value} inputMode="numeric" autoComplete="off" placeholder="dd/mm/yyyy" onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
        </FormField>
      </div>
      <div>
        <button ref={toggleRef} type="button" className={styles.navButton} aria-expanded={open} onClick={toggle}>
          {t(open ? 'payments.make.calendarClose' : 'payments.make.calendarOpen')}
        </button>
      </div>
      {open && (
        <div ref={calendarRef} className={styles.calendar} role="group" aria-label={label}>
          <div className={styles.calendarHead}>
            <button type="button" className={styles.navButton} aria-label={t('payments.make.calendarPrevious')} onClick={() => step(-1)}>
              ‹
            </button>
            <span aria-live="polite">{t('payments.make.calendarMonth', { month: months[shown.month - 1] ?? '', year: shown.year })}</span>
            <button type="button" className={styles.navButton} aria-label={t('payments.make.calendarNext')} onClick={() => step(1)}>
              ›
            </button>
          </div>
          <table>
            <thead>
              <tr>
                {weekdays.map((d) => (
                  <th key={d} scope="col">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(shown.year, shown.month, holidays, after).map((week, i) => (
                <tr key={i}>
                  {week.map((day, j) => (
                    <td key={j}>
                      {day && (
                        <button
                          type="button"
                          className={styles.day}
                          disabled={!day.offered}
                          aria-pressed={day.iso === picked}
                          aria-label={formatDisplayDay(day.iso)}
                          onClick={() => {
                            onPick(formatDisplayDay(day.iso));
                            setOpen(false);
                            toggleRef.current?.focus();
                          }}
                        >
                          {day.day}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
