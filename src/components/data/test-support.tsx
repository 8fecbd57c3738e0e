// Rendering the shared list and form components in jsdom: Chakra with the app's system, English
// texts from locales/en, and a memory router whose URL the test can read. Not imported by the app.
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { system } from '../../lib/theme/system';
import { resourcesFromFiles } from '../../i18nResources';

const english = resourcesFromFiles(
  import.meta.glob('../../../locales/en/*.json', { eager: true, import: 'default' }),
);

export function testI18n() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: english,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** `ui` at `url` with the app's providers, and its router. */
export function inApp(ui: ReactNode, url = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const tree = (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={testI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ChakraProvider>
  );
  return { tree, router };
}

/** Renders `ui` at `url` with the app's providers; `location()` reads the URL the router is at. */
export function renderInApp(ui: ReactNode, url = '/') {
  const { tree, router } = inApp(ui, url);
  const view = render(tree);
  return {
    ...view,
    router,
    location: () => view.getByTestId('location').textContent ?? '',
    search: () => new URLSearchParams(router.state.location.search),
  };
}
