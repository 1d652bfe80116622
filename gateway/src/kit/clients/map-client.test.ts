import { describe, expect, it } from 'vitest';
import { displayName, toClient } from './map-client.js';

const base = { contact_id: 'C1', contact_type: null, type: 'individual', suburb: null, status: null, first_name: 'Jane', middle_name: 'Q', last_name: 'Citizen', organisation_name: null };

describe('client display', () => {
  it('individuals are first, middle and last name', () => {
    expect(displayName(base)).toBe('Jane Q Citizen');
    expect(displayName({ ...base, middle_name: null })).toBe('Jane Citizen');
  });

  it('others are the organisation name', () => {
    expect(displayName({ ...base, type: 'company', organisation_name: 'Citizen Pty Ltd' })).toBe('Citizen Pty Ltd');
  });

  it('shows the suburb for individuals only', () => {
    expect(toClient({ ...base, suburb: 'Bondi' }).suburb).toBe('Bondi');
    expect(toClient({ ...base, type: 'other', organisation_name: 'Trust', suburb: 'Bondi' }).suburb).toBeNull();
  });
});
