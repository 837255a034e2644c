import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../src/app-routes';
import { createQueryClient } from '../src/query-client';

type Entry = NonNullable<ComponentProps<typeof MemoryRouter>['initialEntries']>[number];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The whole app at `entry`, as the browser would run it, with only fetch stubbed. */
export function renderApp(entry: Entry = '/', events: Options = {}) {
  const queryClient = createQueryClient();
  const user = userEvent.setup(events);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, location: () => screen.getByTestId('location').textContent };
}
