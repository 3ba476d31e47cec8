import { useEffect, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  defaultPayCodeFor,
  payChannelsFor,
  type ChannelName,
  type PayChannel,
  type PayCodeValue,
} from '../../../domain/payment/payment-channel';
import { formatUsd } from '../../../domain/format/format-usd';

const channelLabels: Record<ChannelName, MessageDescriptor> = {
  stripe: msg`Credit or debit card`,
  mpay: msg`MPay (card)`,
  paypal: msg`PayPal`,
  usdt: msg`USDT`,
  other: msg`Other local payment methods`,
};

export const channelLabel = channelLabels;

interface PayChannelListProps {
  memberSource: string;
  totalCents: number;
  value: PayCodeValue;
  onChange: (code: PayCodeValue) => void;
  disabled?: boolean;
  /** The channels offered: the region's whole list by default; store orders offer the card and other methods only. */
  channelsFor?: (memberSource: string, totalCents: number) => PayChannel[];
}

/**
 * The payment channels of the buyer's region (spec 2 "Payment channel"). A channel the total is
 * below the minimum of (USDT) is disabled with its minimum shown; if it was the chosen one, the
 * region's card channel is chosen instead.
 */
export function PayChannelList({ memberSource, totalCents, value, onChange, disabled = false, channelsFor = payChannelsFor }: PayChannelListProps) {
  const { t, i18n } = useLingui();
  const name = useId();
  const channels = channelsFor(memberSource, totalCents);
  const selected = channels.some((c) => c.IsGuarantee === value && c.isPrice) ? value : defaultPayCodeFor(memberSource);

  useEffect(() => {
    if (selected !== value) onChange(selected);
  }, [selected, value, onChange]);

  return (
    <fieldset className="pay-channels">
      <legend className="visually-hidden">{t`Payment method`}</legend>
      {channels.map((channel) => {
        const minimum = formatUsd(channel.MinAmount, i18n.locale);
        const hint = channel.isPrice ? undefined : t`Available for orders of ${minimum} or more`;
        const hintId = `${name}-${channel.ChannelName}-hint`;
        return (
          <label
            key={channel.ChannelName}
            className={['pay-channel', channel.isPrice ? '' : 'pay-channel--disabled'].join(' ')}
            title={hint}
          >
            <input
              type="radio"
              name={name}
              value={channel.IsGuarantee}
              checked={selected === channel.IsGuarantee}
              disabled={disabled || !channel.isPrice}
              aria-describedby={hint ? hintId : undefined}
              onChange={() => onChange(channel.IsGuarantee)}
            />
            <span className="pay-channel__name">{i18n._(channelLabels[channel.ChannelName])}</span>
            {hint && (
              // Hidden from the name (it describes the radio through aria-describedby instead).
              <span id={hintId} className="pay-channel__hint" aria-hidden="true">
                {hint}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
