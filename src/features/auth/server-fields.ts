/**
 * Server field names (the request body's keys, as errors and zod issues name them) and the form
 * inputs that show their messages.
 */
export type AuthField =
  | 'account'
  | 'password'
  | 'country'
  | 'phone'
  | 'email'
  | 'nickname'
  | 'code'
  | 'newPassword'
  | 'confirmPassword'
  | 'inviteCode'
  | 'terms'
  | 'answer';

const byServerName: Record<string, AuthField> = {
  Account: 'account',
  Password: 'password',
  AreaCode: 'country',
  MemberSource: 'country',
  TelPhone: 'phone',
  EMail: 'email',
  NickName: 'nickname',
  Code: 'code',
  NewPassword: 'newPassword',
  ConfirmPassword: 'confirmPassword',
  InviteCode: 'inviteCode',
  AgreeTerms: 'terms',
  Answer: 'answer',
};

export function formFieldFor(serverField: string | undefined): AuthField | undefined {
  return serverField ? byServerName[serverField] : undefined;
}

/** The first issue per field of a failed schema parse; the issue messages are error codes. */
export function fieldErrorsFromIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Partial<Record<AuthField, string>> = {};
  for (const issue of issues) {
    const field = formFieldFor(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
