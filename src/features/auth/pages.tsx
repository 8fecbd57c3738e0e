import type { ComponentType } from 'react';
import { ForgotPasswordForm } from './password/ForgotPasswordForm';
import { ResetPasswordForm } from './password/ResetPasswordForm';
import { RegisterForm } from './register/RegisterForm';
import { AuthCard, AuthSplit } from './ui/AuthFrame';

/** One form, two layouts: v1 is the centred card of /login, v2 sits beside the brand panel. */
export const inCard = (Form: ComponentType) => () => (
  <AuthCard>
    <Form />
  </AuthCard>
);
export const inSplit = (Form: ComponentType) => () => (
  <AuthSplit>
    <Form />
  </AuthSplit>
);

export const RegisterPage = inCard(RegisterForm);
export const ForgotPasswordPage = inCard(ForgotPasswordForm);
export const ResetPasswordPage = inCard(ResetPasswordForm);
