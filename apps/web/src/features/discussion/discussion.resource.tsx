import { PushpinFilled } from '@ant-design/icons';
import { Button, Flex, Select, Tag, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { discussionRoutes, TOPIC_STATUSES, TOPIC_TAGS_MAX, topicsCrud, type TopicRecord, type TopicStatus } from '@console/contract/discussion';
import { AttachmentsField } from '../../components/attachments.tsx';
import { useLoadedOptions } from '../../crud/controls.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import type { Option, OptionsCall } from '../../crud/resource.ts';
import { i18n } from '../../lib/i18n.ts';
import { TopicBodyField } from './body-editor.tsx';
import { shownAccountName } from '../../components/account-name.ts';

/** The address parameter naming the topic shown instead of the list. */
export const TOPIC_PARAM = 'topic';

const STATUS_COLOURS: Record<TopicStatus, string> = { open: 'green', closed: 'default' };
const TOPIC_STATUS_OPTIONS: Option[] = TOPIC_STATUSES.map((status) => ({ value: status, label: `discussion.statuses.${status}`, color: STATUS_COLOURS[status] }));

/** The tags in use, the most used first: the choices of the tag search and of a topic's tags. */
const TAGS_IN_USE: OptionsCall = {
  route: discussionRoutes.tags,
  input: {},
  toOptions: (tags) => (tags as string[]).map((tag) => ({ value: tag, label: tag })),
};

/** A topic's status in its colour. */
export function TopicStatusTag({ status }: { status: TopicStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]} style={{ marginInlineEnd: 0 }}>{t(`discussion.statuses.${status}`)}</Tag>;
}

export function PinnedTag() {
  const { t } = useTranslation();
  return <Tag color="red" icon={<PushpinFilled />} style={{ marginInlineEnd: 0 }}>{t('discussion.pinned')}</Tag>;
}

export function TopicTags({ tags }: { tags: readonly string[] }) {
  return <Flex wrap gap={4}>{tags.map((tag) => <Tag key={tag} color="blue" style={{ marginInlineEnd: 0 }}>{tag}</Tag>)}</Flex>;
}

/** A topic's title in the list, opening it (the address names it, so back returns to the list). */
function TopicTitleLink({ topic }: { topic: TopicRecord }) {
  const [, setParams] = useSearchParams();
  const open = () => setParams((current) => {
    const next = new URLSearchParams(current);
    next.set(TOPIC_PARAM, String(topic.id));
    return next;
  });
  return (
    <Flex align="center" gap={6}>
      {topic.pinned && <PinnedTag />}
      <Button type="link" size="small" title={topic.title} onClick={open} style={{ paddingInline: 0, maxWidth: 'min(320px, 50vw)' }}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{topic.title}</span>
      </Button>
    </Flex>
  );
}

/** A topic's tags: those in use to pick from, or new ones typed. */
function TopicTagsSelect(props: Omit<SelectProps<string[]>, 'mode' | 'options'>) {
  const tagsInUse = useLoadedOptions(TAGS_IN_USE);
  return <Select mode="tags" maxCount={TOPIC_TAGS_MAX} tokenSeparators={[',', '，']} options={tagsInUse.map(({ value, label }) => ({ value: String(value), label }))} {...props} />;
}

/** 专题列表: pinned topics first, then by their latest activity (the server's order). */
export const topicsResource = declaredResource(topicsCrud, {
  messages: 'discussion',
  createText: { action: 'discussion.create', done: 'discussion.created' },
  columns: [
    { key: 'title', render: (topic) => <TopicTitleLink topic={topic} /> },
    { key: 'tags', render: (topic) => <TopicTags tags={topic.tags} />,
      exportValue: (topic) => topic.tags.join(i18n.t('discussion.separator')),
      search: { kind: 'select', field: 'tag', options: TAGS_IN_USE },
      form: { kind: 'custom', control: <TopicTagsSelect />, initialValue: [], hint: 'discussion.tagsHint' } },
    { key: 'body', hideInTable: true, form: { kind: 'custom', control: <TopicBodyField /> } },
    { key: 'attachments', hideInTable: true, form: { kind: 'custom', control: <AttachmentsField />, initialValue: [] } },
    { key: 'authorName', render: (topic) => shownAccountName(topic.authorName), search: { kind: 'text', field: 'author' } },
    { key: 'status', options: TOPIC_STATUS_OPTIONS, render: (topic) => <TopicStatusTag status={topic.status} /> },
    'replyCount',
    'readCount',
    'lastActivityAt',
    { key: 'createdAt', defaultHidden: true },
    'createdFrom',
    'createdTo',
  ],
  toFormValues: (topic) => ({ title: topic.title, tags: topic.tags, body: topic.body, attachments: topic.attachments }),
});
