// The kit's one form resolver: each rule's message from copy at its field, the first invalid field focused,
// rules that apply only while another field says so, domain checks, nested paths and the form's own rule.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../copy';
import { checkRules, fieldRules, type FormRules } from './field-rules';
import { FormField } from './form-field';

interface Values {
  name: string;
  code: string;
  copy: string;
  notify: boolean;
  threshold: string;
  files: string[];
}

const rules: FormRules<Values> = {
  name: [{ required: true, message: 'groups.form.nameRequired' }],
  code: [
    { required: true, message: 'profile.stepUp.codeRequired' },
    { pattern: /^\d{6}$/, message: 'profile.stepUp.codeRequired' },
  ],
  copy: [{ equalTo: 'code', message: 'profile.password.mismatch' }],
  threshold: [{ when: (v) => v.notify, check: (value: string) => (value.trim() ? null : 'notifications.settings.thresholdRequired') }],
  files: [{ maxItems: 1, message: 'profile.password.ruleLength', vars: () => ({ min: 0, max: 1 }) }],
  root: [{ check: (v: Values) => (v.name === 'nobody' ? 'notifications.settings.atLeastOne' : null) }],
};

const empty: Values = { name: '', code: '', copy: '', notify: false, threshold: '', files: [] };

function Example({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: empty, resolver: fieldRules(rules) });
  const { errors } = form.formState;
  return (
    <form onSubmit={(e) => void form.handleSubmit(onValid)(e)} noValidate>
      <FormField label="Name" error={errors.name?.message}>
        <input {...form.register('name')} />
      </FormField>
      <FormField label="Code" error={errors.code?.message}>
        <input {...form.register('code')} />
      </FormField>
      <FormField label="Again" error={errors.copy?.message}>
        <input {...form.register('copy')} />
      </FormField>
      <label>
        <input type="checkbox" {...form.register('notify')} />
        Notify
      </label>
      <FormField label="Threshold" error={errors.threshold?.message}>
        <input {...form.register('threshold')} />
      </FormField>
      {errors.root?.message && <p role="alert">{errors.root.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('fieldRules', () => {
  it('shows each field its first failing rule from copy, focuses the first and submits nothing', async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    expect(await screen.findByText(t('groups.form.nameRequired'))).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(name.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe(t('groups.form.nameRequired'));
    expect(screen.getByText(t('profile.stepUp.codeRequired'))).toBeTruthy();
    expect(screen.getByText(t('profile.password.mismatch'))).toBeTruthy();
    expect(screen.queryByText(t('notifications.settings.thresholdRequired'))).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('applies a rule only while its condition holds, clears a message once the field is fixed, and sends the values', async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Harbour');
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.type(screen.getByLabelText('Again'), '123456');
    await userEvent.click(screen.getByLabelText('Notify'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(t('notifications.settings.thresholdRequired'))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Threshold'));
    await userEvent.type(screen.getByLabelText('Threshold'), '50');
    expect(screen.queryByText(t('notifications.settings.thresholdRequired'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ ...empty, name: 'Harbour', code: '123456', copy: '123456', notify: true, threshold: '50' });
  });

  it("puts the form's own rule at root, above the actions", async () => {
    render(<Example onValid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('notifications.settings.atLeastOne'));
  });
});

describe('checkRules', () => {
  it('nests errors by path, fills placeholders and judges sizes only of values that are there', () => {
    const nested: FormRules<{ answers: Record<string, { content: string }> }> = {
      'answers.7.content': [{ required: true, message: 'groups.form.nameRequired' }, { minLength: 3, message: 'groups.form.nameRequired' }],
      'answers.8.content': [{ minLength: 3, message: 'groups.form.nameRequired' }],
    };
    const errors = checkRules(nested, { answers: { '7': { content: 'ab' }, '8': { content: '' } } });
    expect(errors).toEqual({ answers: { '7': { content: { type: 'minLength', message: t('groups.form.nameRequired') } } } });
    const sized = checkRules(rules, { ...empty, name: 'x', code: '123456', copy: '123456', files: ['a', 'b'] });
    expect(sized.files?.message).toBe(t('profile.password.ruleLength', { min: 0, max: 1 }));
    const listed: FormRules<{ accounts: string[]; note: string }> = {
      accounts: [{ minItems: 2, message: 'groups.form.minimum' }],
      note: [{ minLength: 3, message: 'groups.form.nameRequired' }],
    };
    expect(checkRules(listed, { accounts: [], note: '' })).toEqual({ accounts: { type: 'minItems', message: t('groups.form.minimum') } });
  });
});
