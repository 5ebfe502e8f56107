// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { HISTORY_ID, TERM_CLASSES, TERMS } from '../components/class-terms-test-setup';
import { ClassSelect, NO_CLASS } from './class-select';

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ClassSelect', () => {
  it('offers the classes in no term and in the current term, and keeps one already chosen', async () => {
    fakeServer({ '/api/classes': TERM_CLASSES, '/api/terms': TERMS });
    const classes = TERM_CLASSES;
    renderComponent(
      <>
        <ClassSelect aria-label="New" classes={classes} value={NO_CLASS} onChange={() => {}} />
        <ClassSelect aria-label="Old" classes={classes} value={HISTORY_ID} onChange={() => {}} />
      </>,
    );
    const fresh = screen.getByRole('combobox', { name: 'New' });
    const old = screen.getByRole('combobox', { name: 'Old' });

    // Every class is offered until the classes and terms have arrived.
    await waitFor(() => expect(optionsOf(fresh)).toEqual(['No class', 'Biology', 'Art']));
    expect(optionsOf(old)).toEqual(['No class', 'Biology', 'Art', 'History']);
    expect(old).toHaveDisplayValue('History');
  });
});
