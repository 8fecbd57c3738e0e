import { LoginPanel } from './LoginPage';
import { ForgotPasswordPage, inCard, inSplit, RegisterPage, ResetPasswordPage } from './pages';
import { ForgotPasswordForm } from './password/ForgotPasswordForm';
import { ResetPasswordForm } from './password/ResetPasswordForm';
import { RegisterForm } from './register/RegisterForm';
import { RegisterStepsForm } from './register/RegisterStepsForm';
import { TwoStepsForm } from './TwoStepsForm';
import { VerifyEmail } from './VerifyEmail';

// The template's variants under /pages/authentication/: the same forms in both layouts.
export const LoginV1 = inCard(LoginPanel);
export const LoginV2 = inSplit(LoginPanel);
export const RegisterV1 = RegisterPage;
export const RegisterV2 = inSplit(RegisterForm);
export const RegisterMultiSteps = inCard(RegisterStepsForm);
export const ForgotPasswordV1 = ForgotPasswordPage;
export const ForgotPasswordV2 = inSplit(ForgotPasswordForm);
export const ResetPasswordV1 = ResetPasswordPage;
export const ResetPasswordV2 = inSplit(ResetPasswordForm);
export const TwoStepsV1 = inCard(TwoStepsForm);
export const TwoStepsV2 = inSplit(TwoStepsForm);
export const VerifyEmailV1 = inCard(VerifyEmail);
export const VerifyEmailV2 = inSplit(VerifyEmail);
