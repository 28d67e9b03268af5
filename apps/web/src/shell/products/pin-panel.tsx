import { useState } from 'react';
import { App, Button, Checkbox, Empty, Flex, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PIN_LIMIT, type PinGroup } from '@console/contract/products';
import { LoadFailed } from '../../components/load-failed.tsx';
import { usePinGroups, useSavePinned } from '../../components/product-queries.ts';

/** The order saved: the kept applications still chosen, in their order, then the new ones in the order they were checked. */
function pinnedOrder(keptIds: readonly number[], chosen: readonly number[]): number[] {
  return [...keptIds.filter((id) => chosen.includes(id)), ...chosen.filter((id) => !keptIds.includes(id))];
}

interface PinOptionProps {
  name: string;
  checked: boolean;
  /** Unchecked while the limit is reached. */
  blocked: boolean;
  onToggle(): void;
}

/**
 * One application's checkbox. A disabled checkbox ignores clicks, so a click on a blocked one is
 * caught around it and answered with the reason.
 */
function PinOption({ name, checked, blocked, onToggle }: PinOptionProps) {
  return (
    <span onClick={blocked ? onToggle : undefined}>
      <Checkbox checked={checked} disabled={blocked} onChange={onToggle}>{name}</Checkbox>
    </span>
  );
}

interface PinGroupsProps {
  groups: readonly PinGroup[];
  chosen: readonly number[];
  onToggle(id: number): void;
}

/** Every application the user may use, by category, each a checkbox; at the limit the unchecked ones are disabled. */
export function PinGroups({ groups, chosen, onToggle }: PinGroupsProps) {
  const { t } = useTranslation();
  const full = chosen.length >= PIN_LIMIT;
  if (groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('productBar.noApplications')} />;
  return groups.map((group) => (
    <div key={group.id} style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{group.productName}</Typography.Title>
      <Flex wrap gap="small" role="group" aria-label={group.productName}>
        {group.productList.map((option) => {
          const checked = chosen.includes(option.id);
          return <PinOption key={option.id} name={option.productName} checked={checked} blocked={full && !checked} onToggle={() => onToggle(option.id)} />;
        })}
      </Flex>
    </div>
  ));
}

interface PinPanelProps {
  /** The pinned applications in their order: checked at first, and kept in this order when saved. */
  keptIds: readonly number[];
  onClose(): void;
}

/** The categories of the pin panel as they load: a spinner, a retry, or the checkboxes. */
export function PinChoices({ chosen, onToggle }: Omit<PinGroupsProps, 'groups'>) {
  const groups = usePinGroups();
  if (groups.isPending) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (groups.isError) return <LoadFailed onRetry={() => void groups.refetch()} />;
  return <PinGroups groups={groups.data} chosen={chosen} onToggle={onToggle} />;
}

/** How many applications are chosen of the limit. */
export function ChosenCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return <Typography.Text type="secondary">{t('productBar.chosenCount', { count, limit: PIN_LIMIT })}</Typography.Text>;
}

/**
 * 固定到导航 from the applications view: every application the user may use, by category, to check
 * at most 10 of for the top bar. 保存 saves and closes; 取消 leaves the top bar as it was.
 */
export function PinPanel({ keptIds, onClose }: PinPanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const groups = usePinGroups();
  const save = useSavePinned();
  const [chosen, setChosen] = useState<number[]>(() => [...keptIds]);

  const toggle = (id: number) => {
    if (chosen.includes(id)) setChosen(chosen.filter((other) => other !== id));
    else if (chosen.length >= PIN_LIMIT) void message.warning(t('productBar.limit', { limit: PIN_LIMIT }));
    else setChosen([...chosen, id]);
  };
  const submit = () => {
    if (chosen.length === 0) void message.warning(t('productBar.noneChosen'));
    else save.mutate(pinnedOrder(keptIds, chosen), { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={t('productBar.pinPanel')}
      width={640}
      onCancel={onClose}
      footer={[
        <span key="count" style={{ float: 'left' }}><ChosenCount count={chosen.length} /></span>,
        <Button key="cancel" onClick={onClose}>{t('crud.cancel')}</Button>,
        <Button key="save" type="primary" loading={save.isPending} disabled={!groups.data} onClick={submit}>{t('productBar.save')}</Button>,
      ]}
    >
      <PinChoices chosen={chosen} onToggle={toggle} />
    </Modal>
  );
}
