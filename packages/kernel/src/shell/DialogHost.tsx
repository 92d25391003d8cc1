import { observer } from 'mobx-react-lite';
import { useMessages } from '../i18n/use-messages';
import { KERNEL_NAMESPACE } from '../i18n/i18n';
import { useEffect } from 'react';
import { Button, message, Modal, Spin } from 'antd';
import { UNDO_TOAST_SECONDS } from '../core/dialogs';
import { useService } from '../core/services-context';
import { Dialogs } from '../core/tokens';

/**
 * Renders the open confirm or error dialog, the full-screen busy overlay and the short success messages.
 * A confirm dialog opens with focus on its confirming button (Enter confirms, Escape cancels), except a
 * destructive one (`danger`, a delete): there focus starts on Cancel, so a stray Enter deletes nothing.
 * A delete the server can undo shows "Deleted <name>" with an Undo button for UNDO_TOAST_SECONDS.
 */
export const DialogHost = observer(function DialogHost() {
  const { t } = useMessages(KERNEL_NAMESPACE);
  const dialogs = useService(Dialogs);
  const dialog = dialogs.current;
  const [toasts, toastHolder] = message.useMessage();
  const notice = dialogs.notice;
  useEffect(() => {
    if (notice) void toasts.success({ content: notice.text, duration: 2.5 });
  }, [notice, toasts]);
  const undo = dialogs.undo;
  useEffect(() => {
    if (!undo) return;
    const key = `bo-undo-${undo.seq}`;
    void toasts.success({
      key,
      duration: UNDO_TOAST_SECONDS,
      content: (
        <span className="bo-undo-toast">
          {undo.label ? t('Deleted {{name}}', { name: undo.label }) : t('Deleted')}
          <Button
            type="link"
            size="small"
            onClick={() => {
              toasts.destroy(key);
              void dialogs.undoDelete(undo);
            }}
          >
            {t('Undo')}
          </Button>
        </span>
      ),
    });
  }, [undo, toasts, dialogs, t]);
  return (
    <>
      {toastHolder}
      {dialog?.kind === 'confirm' && (
        <Modal
          open
          width={400}
          title={dialog.options.title ?? t('Please confirm')}
          okText={dialog.options.okText ?? t('Confirm')}
          cancelText={dialog.options.cancelText ?? t('Cancel')}
          okButtonProps={{ danger: dialog.options.danger, autoFocus: !dialog.options.danger }}
          cancelButtonProps={{ autoFocus: Boolean(dialog.options.danger) }}
          onOk={() => dialog.resolve(true)}
          onCancel={() => dialog.resolve(false)}
          destroyOnHidden
        >
          <p style={{ whiteSpace: 'pre-line' }}>{dialog.message}</p>
        </Modal>
      )}
      {dialog?.kind === 'error' && (
        <Modal
          open
          width={400}
          title={dialog.title}
          okText={t('Okay')}
          onOk={() => dialog.resolve()}
          onCancel={() => dialog.resolve()}
          okButtonProps={{ autoFocus: true }}
          cancelButtonProps={{ style: { display: 'none' } }}
          destroyOnHidden
        >
          <p role="alert" style={{ whiteSpace: 'pre-line' }}>
            {dialog.message}
          </p>
        </Modal>
      )}
      {dialogs.isBusy && (
        <div className="bo-busy-overlay" role="progressbar" aria-label={t('Working')}>
          <Spin size="large" />
        </div>
      )}
    </>
  );
});
