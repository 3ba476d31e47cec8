import { useLingui } from '@lingui/react/macro';

/** The contact page's FAQ accordion (spec 3 "Contact seller page"): answers a buyer may need before writing. */
export function ContactFaq() {
  const { t } = useLingui();
  const entries = [
    {
      question: t`How is my card shipped?`,
      answer: t`The item page shows the shipping cost to your region. The seller ships with a tracked carrier, and you can follow the parcel from your order.`,
    },
    {
      question: t`How do I make an offer?`,
      answer: t`Items that accept offers show a Make an offer button on their page. The seller has 48 hours to accept, decline or counter.`,
    },
    {
      question: t`How do I pay?`,
      answer: t`When you win or buy an item, Holo creates an order. Pay it from My orders before its payment window ends.`,
    },
    {
      question: t`Can I return a card?`,
      answer: t`If a card does not arrive or is not as described, open a case from the order. Holo's buyer protection helps you and the seller agree on a refund or a return.`,
    },
  ];
  return (
    <section className="contact-faq" aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title" className="contact-faq__title">
        {t`Frequently asked questions`}
      </h2>
      {entries.map((entry) => (
        <details key={entry.question} className="contact-faq__entry">
          <summary className="contact-faq__question">{entry.question}</summary>
          <p className="contact-faq__answer">{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}
