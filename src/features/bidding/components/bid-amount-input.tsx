import { BID_INPUT_MAX_LENGTH, cleanBidInput } from '../../../domain/bidding/bid-input';

interface BidAmountInputProps {
  id: string;
  hintId: string;
  value: string;
  /** The minimum as text ("$12.00"), shown while the box is empty. */
  minimumText: string;
  onChange: (text: string) => void;
  enterKeyHint?: 'send';
}

/** The free bid amount (spec 2 section 5): digits and two decimals, 9 characters, cleaned as typed. */
export function BidAmountInput({ id, hintId, value, minimumText, onChange, enterKeyHint }: BidAmountInputProps) {
  return (
    <div className="field__frame">
      <input
        id={id}
        className="field__input"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint={enterKeyHint}
        maxLength={BID_INPUT_MAX_LENGTH}
        value={value}
        aria-describedby={hintId}
        placeholder={minimumText}
        onChange={(event) => onChange(cleanBidInput(event.target.value))}
      />
    </div>
  );
}
