import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { message, Modal, Spin } from 'antd';
import { useService } from '../core/services-context';
import { Dialogs } from '../core/tokens';

/**
 * Renders the open confirm or error dialog, the full-screen busy overlay and the short success messages.
 * A confirm dialog opens with focus on its confirming button: Enter confirms, Escape cancels.
 */
export const DialogHost = observer(function DialogHost() {
  const dialogs = useService(Dialogs);
  const dialog = dialogs.current;
  const [toasts, toastHolder] = message.useMessage();
  const notice = dialogs.notice;
  useEffect(() => {
    if (notice) void toasts.success({ content: notice.text, duration: 2.5 });
  }, [notice, toasts]);
  return (
    <>
      {toastHolder}
      {dialog?.kind === 'confirm' && (
        <Modal
          open
          width={400}
          title={dialog.options.title ?? 'Please confirm'}
          okText={dialog.options.okText ?? 'Confirm'}
          cancelText={dialog.options.cancelText ?? 'Cancel'}
          okButtonProps={{ danger: dialog.options.danger, autoFocus: true }}
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
          okText="Okay"
          onOk={() => dialog.resolve()}
          onCancel={() => dialog.resolve()}
          okButtonProps={{ autoFocus: true }}
          cancelButtonProps={{ style: { display: 'none' } }}
          destroyOnHidden
        >
          <p role="alert" style={{ whiteSpace: 'pre-line' }}>{dialog.message}</p>
        </Modal>
      )}
      {dialogs.isBusy && (
        <div className="bo-busy-overlay" role="progressbar" aria-label="Working">
          <Spin size="large" />
        </div>
      )}
    </>
  );
});
