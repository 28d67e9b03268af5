import { useState } from 'react';
import { CloseOutlined, HolderOutlined, PushpinOutlined } from '@ant-design/icons';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type Announcements, type DragEndEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { App, Button, Empty, Modal, Tabs, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PIN_LIMIT, type PinGroup, type ProductLink } from '@console/contract/products';
import { ChosenCount, PinChoices } from './pin-panel.tsx';
import { usePinGroups, useSavePinned } from '../../components/product-queries.ts';

type PinOption = PinGroup['productList'][number];

/** A pointer must move this far before a drag starts, so a click on × stays a click. */
const DRAG_DISTANCE_PX = 4;

interface SortableProductProps {
  product: ProductLink;
  position: number;
  onRemove(): void;
}

/**
 * One pinned application: dragged by the whole row with a pointer, and from its handle with the
 * keyboard (space picks it up, arrows move it, space drops it).
 */
function SortableProduct({ product, position, onRemove }: SortableProductProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: product.id });
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      data-testid="pinned-item"
      style={{
        display: 'flex', alignItems: 'center', gap: 8, padding: '4px 8px', marginBottom: 6, borderRadius: 6, cursor: 'grab',
        border: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer, boxShadow: isDragging ? token.boxShadowSecondary : undefined,
        position: 'relative', zIndex: isDragging ? 1 : undefined,
        transform: CSS.Transform.toString(transform), transition,
      }}
    >
      <Button ref={setActivatorNodeRef} {...attributes} type="text" size="small" icon={<HolderOutlined />}
        aria-label={t('productBar.move', { name: product.productName })} />
      <Typography.Text type="secondary" style={{ width: 20 }}>{position}</Typography.Text>
      <Typography.Text ellipsis style={{ flex: 1 }}>{product.productName}</Typography.Text>
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('productBar.remove', { name: product.productName })} onClick={onRemove} />
    </li>
  );
}

/** What a screen reader hears while an application is moved, in the interface language. */
function useAnnouncements(products: readonly ProductLink[]): Announcements {
  const { t } = useTranslation();
  const nameOf = (id: UniqueIdentifier) => products.find((product) => product.id === id)?.productName ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => products.findIndex((product) => product.id === id) + 1;
  return {
    onDragStart: ({ active }) => t('productBar.pickedUp', { name: nameOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) => over ? t('productBar.movedTo', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) => t('productBar.dropped', { name: nameOf(active.id), position: positionOf(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('productBar.moveCancelled', { name: nameOf(active.id) }),
  };
}

interface SortableProductsProps {
  products: readonly ProductLink[];
  onChange(products: ProductLink[]): void;
}

function SortableProducts({ products, onChange }: SortableProductsProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useAnnouncements(products);
  const ids = products.map((product) => product.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(arrayMove([...products], ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('productBar.moveInstructions') } }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('nav.products')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {products.map((product, index) => (
            <SortableProduct key={product.id} product={product} position={index + 1}
              onRemove={() => onChange(products.filter((other) => other.id !== product.id))} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface PinnedEditorProps {
  pinned: readonly ProductLink[];
  onClose(): void;
}

const ORDER_TAB = 'order';
const CHOOSE_TAB = 'choose';

/**
 * The + button's editor of the top bar's applications, one dialog over one draft: 排序 sorts and
 * prunes the chosen applications, 固定到导航 checks more of those the user may use (new ones are
 * added at the end). 保存 saves the draft and closes; 取消 leaves the top bar as it was.
 */
export function PinnedEditor({ pinned, onClose }: PinnedEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSavePinned();
  const [draft, setDraft] = useState<ProductLink[]>(() => [...pinned]);
  const [tab, setTab] = useState(ORDER_TAB);

  const toggle = (option: Pick<ProductLink, 'id' | 'appId' | 'productName' | 'productBackUrl'>) => {
    if (draft.some((product) => product.id === option.id)) setDraft(draft.filter((product) => product.id !== option.id));
    else if (draft.length >= PIN_LIMIT) void message.warning(t('productBar.limit', { limit: PIN_LIMIT }));
    else setDraft([...draft, { icon: '', ...option }]);
  };
  const confirm = () => {
    if (draft.length === 0) void message.warning(t('productBar.noneChosen'));
    else save.mutate(draft.map((product) => product.id), { onSuccess: onClose });
  };

  const tabs = [
    {
      key: ORDER_TAB,
      label: t('productBar.orderTab'),
      children: (
        <>
          <Typography.Paragraph type="secondary">{t('productBar.editorHint')}</Typography.Paragraph>
          {draft.length === 0
            ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nav.noProducts')} />
            : <SortableProducts products={draft} onChange={setDraft} />}
        </>
      ),
    },
    {
      key: CHOOSE_TAB,
      label: <span><PushpinOutlined /> {t('productBar.pinPanel')}</span>,
      children: <ChoicesOfDraft draft={draft} onToggle={toggle} />,
    },
  ];

  return (
    <Modal
      open
      title={t('productBar.editorTitle')}
      width={640}
      onCancel={onClose}
      footer={[
        <span key="count" style={{ float: 'left' }}><ChosenCount count={draft.length} /></span>,
        <Button key="cancel" onClick={onClose}>{t('crud.cancel')}</Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={confirm}>{t('productBar.save')}</Button>,
      ]}
    >
      <Tabs activeKey={tab} onChange={setTab} items={tabs} />
    </Modal>
  );
}

/** The pin panel's checkboxes over the draft: checking adds an application to it, unchecking takes it out. */
function ChoicesOfDraft({ draft, onToggle }: { draft: readonly ProductLink[]; onToggle(option: PinOption): void }) {
  const groups = usePinGroups();
  const toggle = (id: number) => {
    const option = groups.data?.flatMap((group) => group.productList).find((candidate) => candidate.id === id);
    if (option) onToggle(option);
  };
  return <PinChoices chosen={draft.map((product) => product.id)} onToggle={toggle} />;
}
