// The auth feature's public face: its routes, and the pieces the app shell and other features use.
export { authRoutes } from './routes';
export { RequireAuth } from './components/require-auth';
export { DeferredUserMenu } from './components/deferred-user-menu';
export { useSignOut } from './api/sign-out';
export { countriesQuery, useCountries } from './api/get-countries';
export { useMemberAction } from './hooks/use-member-action';
// The code and phone pieces, for the verification feature's add-phone dialog.
export { CodeField } from './components/code-field';
export { CountrySelect } from './components/country-select';
export { AccountInput } from './components/account-input';
export { useCodeRequest } from './hooks/use-code-request';
export { PasswordRulesHint } from './components/password-rules-hint';
