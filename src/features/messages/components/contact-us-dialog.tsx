import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { KOREAN_INQUIRY_EMAIL, SUPPORT_EMAIL, type ContactUsVariant } from './contact-us-variant';

interface ContactUsDialogProps {
  open: boolean;
  variant: ContactUsVariant;
  onClose: () => void;
}

/** Spec 1 section 2: the US desk's three topics with the support e-mail, or the Korean inquiry e-mail. */
export function ContactUsDialog({ open, variant, onClose }: ContactUsDialogProps) {
  const { t } = useLingui();
  const topics = [
    { title: t`Orders and payments`, help: t`Payment, shipping and delivery of something you bought.` },
    { title: t`Buying and bidding`, help: t`Bids, offers, your watch list and your account.` },
    { title: t`Selling on Holo`, help: t`Listing cards, your store and getting paid.` },
  ];
  const mail = (address: string) => (
    <a href={`mailto:${address}`} className="contact-us__mail">
      {address}
    </a>
  );
  return (
    <Dialog
      open={open}
      title={t`Contact us`}
      onClose={onClose}
      className="contact-us"
      actions={
        <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
          {t`Close`}
        </button>
      }
    >
      {variant === 'kr' ? (
        <div className="contact-us__kr">
          <p>{t`Send your inquiry by e-mail:`}</p>
          <p>{mail(KOREAN_INQUIRY_EMAIL)}</p>
          <p className="contact-us__note">{t`We reply within 5 business days.`}</p>
        </div>
      ) : (
        <ul className="contact-us__topics">
          {topics.map((topic) => (
            <li key={topic.title} className="contact-us__topic">
              <h3 className="contact-us__topic-title">{topic.title}</h3>
              <p>{topic.help}</p>
              <p>
                {t`E-mail:`} {mail(SUPPORT_EMAIL)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
