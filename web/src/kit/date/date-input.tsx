// The one date field of the portal (000 §5, 002 §5): the day is typed as dd/MM/yyyy or picked from a calendar
// (React Aria) that opens beside it. The calendar is always en-AU (days Monday first, day before month), whatever
// the browser's language, so what is shown matches what is typed. The field holds the text as typed; the page
// reads it with parseDayText (./day-text) and decides what is wrong, and its message shows under the field.
// Import this from lazy pages only: it carries the calendar.
import { useId, useState, type Ref } from 'react';
import '../react-aria-styles';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  DialogTrigger,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { t } from '../copy';
import { dayText, parseDayText } from './day-text';
import layout from '../layout/layout.module.css';
import styles from './date-input.module.css';

export interface DateInputProps {
  label: string;
  /** The input's name (forms focus the first wrong field by it). */
  name?: string;
  /** dd/MM/yyyy as typed or picked ('' when empty). */
  value: string;
  onChange(text: string): void;
  /** Leaving the input; a day picked from the calendar completes the field too (onChange, then onBlur). */
  onBlur?(): void;
  /** The message to show, already from copy; none while the field is valid. */
  error?: string;
  /** Shown under the input instead of the format (dd/mm/yyyy). */
  hint?: string;
  /** The first and last day the calendar offers (yyyy-MM-dd). Typing is not limited: the page checks the range. */
  min?: string;
  max?: string;
  /** Days the calendar shows but does not offer (yyyy-MM-dd), e.g. weekends and holidays for a payment. */
  isDateUnavailable?(day: string): boolean;
  /** The month the calendar opens on when the field holds no date (yyyy-MM-dd); else today or the nearest offered. */
  initialDay?: string;
  required?: boolean;
  disabled?: boolean;
  /** The text input, for react-hook-form's Controller (focus on error). */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  labelClassName?: string;
  errorClassName?: string;
  inputClassName?: string;
}

const asDate = (iso: string | null | undefined): CalendarDate | null => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

export function DateInput(props: DateInputProps) {
  const { label, name, value, onChange, onBlur, error, hint, min, max, isDateUnavailable, initialDay, required, disabled, inputRef } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const picked = asDate(parseDayText(value));
  const minValue = asDate(min);
  const maxValue = asDate(max);
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const unavailable = isDateUnavailable ? (date: DateValue) => isDateUnavailable(date.toString()) : undefined;

  return (
    <I18nProvider locale="en-AU">
      <div className={`${layout.field} ${props.className ?? ''}`}>
        <label id={`${id}-label`} className={props.labelClassName ?? styles.label} htmlFor={id}>
          {label}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={id}
            className={`${styles.control} ${props.inputClassName ?? styles.input}`}
            name={name}
            value={value}
            inputMode="numeric"
            autoComplete="off"
            required={required}
            disabled={disabled}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
          <DialogTrigger isOpen={open} onOpenChange={setOpen}>
            {/* Named "Choose a date" and described by the field's label (so the label names only the input). */}
            <Button className={styles.open} isDisabled={disabled} aria-label={t('kit.date.calendarOpen')} aria-describedby={`${id}-label`}>
              <CalendarGlyph />
            </Button>
            <Popover className={styles.popover} placement="bottom end">
              <Dialog className={styles.dialog} aria-labelledby={`${id}-label`}>
                <Calendar
                  autoFocus
                  className={styles.calendar}
                  aria-label={label}
                  value={picked}
                  defaultFocusedValue={picked ?? asDate(initialDay) ?? undefined}
                  minValue={minValue}
                  maxValue={maxValue}
                  isDateUnavailable={unavailable}
                  onChange={(date) => {
                    onChange(dayText(date.toString()));
                    onBlur?.();
                    setOpen(false);
                  }}
                >
                  <header className={styles.head}>
                    <Button slot="previous" className={styles.nav} aria-label={t('kit.date.calendarPrevious')}>
                      ‹
                    </Button>
                    <Heading className={styles.heading} />
                    <Button slot="next" className={styles.nav} aria-label={t('kit.date.calendarNext')}>
                      ›
                    </Button>
                  </header>
                  <CalendarGrid className={styles.grid} weekdayStyle="short">
                    <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
                    <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.day} />}</CalendarGridBody>
                  </CalendarGrid>
                </Calendar>
              </Dialog>
            </Popover>
          </DialogTrigger>
        </div>
        <span id={`${id}-hint`} className={layout.hint}>
          {hint ?? t('kit.date.hint')}
        </span>
        {error && (
          <p id={`${id}-error`} className={props.errorClassName ?? styles.error}>
            {error}
          </p>
        )}
      </div>
    </I18nProvider>
  );
}

function CalendarGlyph() {
  return (
    <svg className={styles.glyph} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" />
    </svg>
  );
}
