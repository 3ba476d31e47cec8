import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../../lib/hooks/use-online';

/** While the cart shown is the device's copy: the server's answer is on its way, or needs a connection. */
export function CartCheckStatus({ className }: { className: string }) {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <p className={className} role="status">
      {online ? t`Checking stock and prices…` : t`You are offline: checkout needs a connection`}
    </p>
  );
}
