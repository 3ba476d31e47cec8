import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';

interface ListSearchProps {
  /** The search in force (from the URL); the box starts with it and follows it. */
  value: string;
  label: string;
  placeholder?: string;
  onSearch: (text: string) => void;
  maxLength?: number;
}

/** The search box of a member list (watch list, saved sellers, blocked list): type, then Enter or Search. */
export function ListSearch({ value, label, placeholder, onSearch, maxLength = 100 }: ListSearchProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className="list-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="field__frame list-search__frame">
        <input
          id={id}
          type="search"
          className="field__input"
          value={text}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="field__action field__action--strong">
          {t`Search`}
        </button>
      </div>
    </form>
  );
}
