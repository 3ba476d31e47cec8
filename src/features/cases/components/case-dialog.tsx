import { useId, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { showToast } from '../../../components/toast/toast-store';
import { caseAcceptsReplies, caseMainButton } from '../../../domain/cases/case-buttons';
import { CASE_TEXT_MAX, caseReasons, type CaseReply } from '../../../domain/cases/case.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import type { OrderRef } from '../../orders';
import { PhotoPicker, usePhotoPicker } from '../../uploads';
import { useCase, useCaseAction, useCaseMessage, useOpenCase, type CaseAction, type CaseReason } from '../api/case-api';
import { outcomeHref } from '../outcome-href';
import { CaseThread } from './case-thread';

const reasonLabels = { not_received: msg`Item not received`, not_as_described: msg`Item not as described` } as const;

interface CaseDialogProps {
  order: OrderRef;
  open: boolean;
  onClose: () => void;
  /** The viewer is the buyer and the order allows a new case: without one, the dialog opens it. */
  mayOpen: boolean;
}

/**
 * The dispute (safeguard) dialog (spec 3 "Dialogs"): the case's thread, its main button by SRBtnType,
 * "Ask Holo to step in" once the seller's 3 days are over, and the reply box while the case is
 * active; without a case, the buyer's opening form (reason, text, photos).
 */
export function CaseDialog({ order, open, onClose, mayOpen }: CaseDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Case`}
      onClose={onClose}
      className="case-dialog"
      actions={
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t`Close`}
        </button>
      }
    >
      {open && <CaseDialogBody order={order} mayOpen={mayOpen} />}
    </Dialog>
  );
}

function CaseDialogBody({ order, mayOpen }: { order: OrderRef; mayOpen: boolean }) {
  const { t, i18n } = useLingui();
  const found = useCase(order);
  if (found.isPending) return <p className="dialog__text" aria-busy="true">{t`Loading the case…`}</p>;
  if (found.isError) {
    const error = found.error;
    return (
      <p className="dialog__text form-error" role="alert">
        {isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR')}
      </p>
    );
  }
  if (!found.data) return mayOpen ? <CaseForm order={order} caseId={null} /> : <p className="dialog__text">{t`There is no case on this order.`}</p>;
  return <CaseView order={order} reply={found.data} />;
}

function CaseView({ order, reply }: { order: OrderRef; reply: CaseReply }) {
  const { t } = useLingui();
  const buyer = reply.Viewer === 'buyer';
  // The time the dialog opened: a case that becomes escalable while it stays open shows after the next read.
  const [openedAt] = useState(() => Date.now());
  const escalable = buyer && reply.State === 'open' && reply.EscalableAt !== null && Date.parse(reply.EscalableAt) <= openedAt;
  return (
    <div className="case-view">
      <p className="case-view__reason">
        {t`Order ${reply.OrderCode}`} · <CaseReasonText reason={reply.Reason} />
      </p>
      <CaseThread messages={reply.objs} />
      {buyer && (
        <div className="case-view__actions">
          {escalable && <ActionButton order={order} caseId={reply.ID} action="escalate" label={t`Ask Holo to step in`} />}
          <MainButton order={order} reply={reply} />
        </div>
      )}
      {caseAcceptsReplies(reply.SRStatus) && reply.Viewer !== 'staff' && <CaseForm order={order} caseId={reply.ID} />}
    </div>
  );
}

function CaseReasonText({ reason }: { reason: CaseReason }) {
  const { i18n } = useLingui();
  return <>{i18n._(reasonLabels[reason])}</>;
}

/** The main button by SRBtnType (domain/cases/case-buttons.ts). */
function MainButton({ order, reply }: { order: OrderRef; reply: CaseReply }) {
  const { t } = useLingui();
  const button = caseMainButton(reply);
  switch (button.kind) {
    case 'revoke':
      return <RevokeButton order={order} caseId={reply.ID} />;
    case 'reopen':
      return <ActionButton order={order} caseId={reply.ID} action="reopen" label={t`Re-open the case`} primary />;
    case 'appeal':
      return <ActionButton order={order} caseId={reply.ID} action="appeal" label={t`Appeal`} primary />;
    case 'outcome':
      return (
        <Link to={outcomeHref(order)} className="btn btn--primary btn--small">
          {button.plan === 9 ? t`Refunded: see the refund` : t`See the refund and return`}
        </Link>
      );
    case 'done':
      return (
        <button type="button" className="btn btn--small is-disabled" aria-disabled="true" onClick={() => showToast(t`This case is finished.`, { tone: 'info' })}>
          {button.label === 'completed' ? t`Completed` : t`Closed`}
        </button>
      );
    default:
      return null;
  }
}

function useRunAction(order: OrderRef) {
  const { t, i18n } = useLingui();
  const mutation = useCaseAction(order);
  const done: Record<CaseAction, string> = {
    revoke: t`The case is revoked.`,
    reopen: t`The case is open again.`,
    appeal: t`Your appeal is sent: Holo will look at the case.`,
    escalate: t`Holo will step in and look at the case.`,
  };
  async function run(caseId: number, action: CaseAction) {
    try {
      await mutation.mutateAsync({ caseId, action });
      showToast(done[action], { tone: 'success', durationMs: 4000 });
    } catch (error) {
      showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error', durationMs: 4000 });
    }
  }
  return { run, busy: mutation.isPending };
}

function ActionButton({ order, caseId, action, label, primary = false }: { order: OrderRef; caseId: number; action: CaseAction; label: string; primary?: boolean }) {
  const { run, busy } = useRunAction(order);
  return (
    <button type="button" className={primary ? 'btn btn--primary btn--small' : 'btn btn--ghost btn--small'} disabled={busy} onClick={() => void run(caseId, action)}>
      {label}
    </button>
  );
}

/** Revoke, behind a confirm (spec 3 section 4: SRBtnType 1 and 4). */
function RevokeButton({ order, caseId }: { order: OrderRef; caseId: number }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useRunAction(order);
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(true)}>
        {t`Revoke the case`}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t`Revoke the case`}
        confirmLabel={t`Revoke`}
        busy={busy}
        onConfirm={() => void run(caseId, 'revoke').finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      >
        <p className="dialog__text dialog__text--caution">{t`Revoke this case? You can open it again once, while the order is not finished.`}</p>
      </ConfirmDialog>
    </>
  );
}

/** The opening form (caseId null: reason, text, photos) or the reply box (text, photos). */
function CaseForm({ order, caseId }: { order: OrderRef; caseId: number | null }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const picker = usePhotoPicker('case');
  const [reason, setReason] = useState<CaseReason | ''>('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const opening = useOpenCase(order);
  const replying = useCaseMessage(order);
  const busy = opening.isPending || replying.isPending;
  const length = text.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (caseId === null && !reason) return setProblem(t`Choose a reason.`);
    if (length === 0) return setProblem(t`Write a message.`);
    if (length > CASE_TEXT_MAX) return setProblem(t`At most ${CASE_TEXT_MAX} characters.`);
    if (picker.pending) return setProblem(t`Wait for the photos to finish uploading, or remove the ones that failed.`);
    setProblem(null);
    try {
      if (caseId === null) await opening.mutateAsync({ Reason: reason as CaseReason, Title: text.trim(), Images: picker.imageIds });
      else await replying.mutateAsync({ caseId, Title: text.trim(), Images: picker.imageIds });
      setText('');
      picker.clear();
      showToast(caseId === null ? t`Your case is open: the seller has 3 days to answer.` : t`Message sent.`, { tone: 'success', durationMs: 4000 });
    } catch (error) {
      // Spec 3 section 8: the send button is enabled again; the server's message as an error toast.
      showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error', durationMs: 4000 });
    }
  }

  return (
    <form className="case-form" onSubmit={(event) => void submit(event)} noValidate>
      {caseId === null && (
        <div className="field">
          <label htmlFor={`${id}-reason`} className="field__label">
            {t`Reason`}
          </label>
          <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as CaseReason | '')}>
            <option value="">{t`Choose a reason`}</option>
            {caseReasons.map((each) => (
              <option key={each} value={each}>
                {i18n._(reasonLabels[each])}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={length > CASE_TEXT_MAX ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${id}-text`} className="field__label">
          {caseId === null ? t`What happened?` : t`Your reply`}
        </label>
        <textarea id={`${id}-text`} className="case-form__text" rows={3} value={text} aria-describedby={`${id}-counter`} onChange={(event) => setText(event.target.value)} />
        <span id={`${id}-counter`} className={length > CASE_TEXT_MAX ? 'field__hint case-form__counter case-form__counter--over' : 'field__hint case-form__counter'}>
          {length}/{CASE_TEXT_MAX}
        </span>
      </div>
      <PhotoPicker picker={picker} />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {caseId === null ? t`Open the case` : t`Send`}
      </button>
    </form>
  );
}
