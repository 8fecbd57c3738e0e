import type { RouteObject } from 'react-router';
import { SignupRoutes } from './signupOpen';
import type * as Variants from './variants';

/** A template's layout variant of a form, under /pages/authentication/. */
const variant = ([slug, page]: readonly [string, keyof typeof Variants]): RouteObject => ({
  path: `/pages/authentication/${slug}`,
  lazy: async () => ({ Component: (await import('./variants'))[page] }),
});

/** Sign-in pages: for visitors who are not signed in (the guard sends others home). */
export const guestRoutes: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
  // Sign-up forms exist only while the server accepts sign-ups; else they lead to /login.
  {
    element: <SignupRoutes />,
    children: [
      { path: '/register', lazy: async () => ({ Component: (await import('./pages')).RegisterPage }) },
      ...(
        [
          ['register-v1', 'RegisterV1'],
          ['register-v2', 'RegisterV2'],
          ['register-multi-steps', 'RegisterMultiSteps'],
        ] as const
      ).map(variant),
    ],
  },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('./pages')).ForgotPasswordPage }),
  },
  {
    path: '/reset-password',
    lazy: async () => ({ Component: (await import('./pages')).ResetPasswordPage }),
  },
  // The template's layout variants of the same forms.
  ...(
    [
      ['login-v1', 'LoginV1'],
      ['login-v2', 'LoginV2'],
      ['forgot-password-v1', 'ForgotPasswordV1'],
      ['forgot-password-v2', 'ForgotPasswordV2'],
      ['reset-password-v1', 'ResetPasswordV1'],
      ['reset-password-v2', 'ResetPasswordV2'],
      ['two-steps-v1', 'TwoStepsV1'],
      ['two-steps-v2', 'TwoStepsV2'],
      ['verify-email-v1', 'VerifyEmailV1'],
      ['verify-email-v2', 'VerifyEmailV2'],
    ] as const
  ).map(variant),
];
