// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { ClassesPage } from './classes-page';
import { TERM_CLASSES, TERMS } from './class-terms-test-setup';

const namesShown = () =>
  within(screen.getByRole('list', { name: 'Classes' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('Classes screen', () => {
  it("shows today's classes, and a past term's on request", async () => {
    fakeServer({ '/api/classes': TERM_CLASSES, '/api/terms': TERMS });
    const { user } = renderComponent(
      <MemoryRouter>
        <ClassesPage />
      </MemoryRouter>,
    );

    const term = await screen.findByRole('combobox', { name: 'Term' });
    expect(term).toHaveDisplayValue('Current (Fall term)');
    await waitFor(() => expect(namesShown()).toEqual(['Art', 'Biology']));

    await user.selectOptions(term, 'Last spring');
    expect(namesShown()).toEqual(['History']);

    await user.selectOptions(term, 'Next term');
    expect(screen.getByText('No classes in this term')).toBeInTheDocument();
  });
});
