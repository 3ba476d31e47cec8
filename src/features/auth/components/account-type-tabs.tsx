import { useLingui } from '@lingui/react/macro';
import { TabList } from '../../../components/tabs/tab-list';
import { AccountType } from '../../../domain/account/account-rules';

interface AccountTypeTabsProps {
  value: AccountType;
  onChange: (type: AccountType) => void;
  idBase: string;
}

/** Phone (Type 1) or e-mail (Type 0): the two ways to sign in, register and reset a password. */
export function AccountTypeTabs({ value, onChange, idBase }: AccountTypeTabsProps) {
  const { t } = useLingui();
  return (
    <TabList
      label={t`Account type`}
      idBase={idBase}
      value={value}
      onChange={onChange}
      tabs={[
        { value: AccountType.Phone, label: t`Phone` },
        { value: AccountType.Email, label: t`E-mail` },
      ]}
    />
  );
}
