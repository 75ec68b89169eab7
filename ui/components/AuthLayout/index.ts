export { AuthLayout, authLayoutElements, type AuthLayoutProps, type AuthLayoutElement } from './AuthLayout';
