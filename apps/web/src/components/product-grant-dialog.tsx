import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { App, Checkbox, Flex, Modal, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** An application offered by a grant dialog. */
export interface GrantChoice {
  id: number;
  label: string;
  categoryName: string | null;
  /** Said after the label, such as how many pages the application has. */
  note?: string;
  /** Why it is granted anyway and cannot be unchecked here, when it is. */
  lockedReason?: string;
}

/** The choices by category, in the order the categories first appear. */
function byCategory(choices: readonly GrantChoice[]): [string | null, GrantChoice[]][] {
  const groups = new Map<string | null, GrantChoice[]>();
  for (const choice of choices) groups.set(choice.categoryName, [...(groups.get(choice.categoryName) ?? []), choice]);
  return [...groups];
}

function ChoiceBox({ choice, checked, onChange }: { choice: GrantChoice; checked: boolean; onChange: (on: boolean) => void }) {
  const locked = choice.lockedReason !== undefined;
  return (
    <Checkbox checked={checked || locked} disabled={locked} onChange={(event) => onChange(event.target.checked)}>
      {choice.label}
      {[choice.note, choice.lockedReason].filter(Boolean).map((text) => <Typography.Text key={text} type="secondary"> · {text}</Typography.Text>)}
    </Checkbox>
  );
}

interface ProductGrantDialogProps {
  title: string;
  hint: string;
  /** None while loading. */
  choices: readonly GrantChoice[] | undefined;
  /** The applications granted now; none while loading. */
  granted: readonly number[] | undefined;
  failed: boolean;
  save: (productIds: number[]) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Checkboxes of every application, grouped by category. Saving sends the applications checked here;
 * one locked on (granted some other way) is sent only if it is granted here too.
 */
export function ProductGrantDialog({ title, hint, choices, granted, failed, save, onClose }: ProductGrantDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // The saved grants until the first change.
  const [edited, setEdited] = useState<ReadonlySet<number>>();
  const checked = edited ?? new Set(granted);
  const saving = useMutation({
    mutationFn: () => save([...checked]),
    onSuccess: () => {
      void message.success(t('productGrants.saved'));
      onClose();
    },
  });
  const toggle = (productId: number, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(productId);
    else next.delete(productId);
    setEdited(next);
  };

  const loaded = choices && granted;
  return (
    <Modal
      open
      title={title}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ disabled: !edited }}
      confirmLoading={saving.isPending}
      onOk={() => saving.mutate()}
      onCancel={onClose}
    >
      {failed && <Result status="error" title={t('crud.loadFailed')} />}
      {!failed && !loaded && <Spin />}
      {loaded && (
        <>
          <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
          {choices.length === 0 && <Typography.Text type="secondary">{t('crud.empty')}</Typography.Text>}
          {byCategory(choices).map(([category, group]) => (
            <div key={category ?? ''}>
              <Typography.Title level={5}>{category ?? t('productGrants.uncategorised')}</Typography.Title>
              <Flex vertical gap="small">
                {group.map((choice) => (
                  <ChoiceBox key={choice.id} choice={choice} checked={checked.has(choice.id)} onChange={(on) => toggle(choice.id, on)} />
                ))}
              </Flex>
            </div>
          ))}
        </>
      )}
    </Modal>
  );
}
