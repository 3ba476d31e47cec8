import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';

interface ProviderHumanCheckProps {
  provider: 'turnstile' | 'hcaptcha';
  siteKey: string;
  onCancel: () => void;
  onPassed: (token: string) => void;
}

interface WidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  remove(id: string | number): void;
}

const SCRIPTS = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
} as const;

const loading = new Map<string, Promise<WidgetApi>>();

/** Loads the provider's script once per page; its API is then on window.turnstile or window.hcaptcha. */
function loadWidgetApi(provider: ProviderHumanCheckProps['provider']): Promise<WidgetApi> {
  const { src, global } = SCRIPTS[provider];
  const existing = loading.get(provider);
  if (existing) return existing;
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as Record<string, WidgetApi | undefined>)[global];
      if (api) resolve(api);
      else reject(new Error(`${provider} did not load`));
    };
    script.onerror = () => reject(new Error(`${provider} did not load`));
    document.head.append(script);
  });
  loading.set(provider, promise);
  promise.catch(() => loading.delete(provider));
  return promise;
}

/** Turnstile's or hCaptcha's widget: the token it hands over goes with the code request, where the server verifies it. */
export function ProviderHumanCheck({ provider, siteKey, onCancel, onPassed }: ProviderHumanCheckProps) {
  const { t, i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const passed = useRef(onPassed);
  useEffect(() => {
    passed.current = onPassed;
  }, [onPassed]);

  useEffect(() => {
    let widget: { api: WidgetApi; id: string | number } | undefined;
    let current = true;
    loadWidgetApi(provider).then(
      (api) => {
        if (!current || !container.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          hl: i18n.locale,
          language: i18n.locale,
          callback: (token: string) => passed.current(token),
          'error-callback': () => setFailed(true),
        });
        widget = { api, id };
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      if (widget) widget.api.remove(widget.id);
    };
  }, [provider, siteKey, i18n.locale]);

  return (
    <div>
      <p className="dialog__text">{t`Before we send a code, please confirm you are a person.`}</p>
      <div ref={container} />
      {failed && (
        <p className="field__error" role="alert">
          {t`The check could not be loaded. Please try again later.`}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </div>
  );
}
