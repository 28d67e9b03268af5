import { Tag, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { departmentsRoutes } from '@console/contract/departments';
import { NOTICE_AUDIENCES, noticesCrud, type NoticeAudience, type NoticeRecord } from '@console/contract/messages';
import { rolesRoutes } from '@console/contract/roles';
import { shownRoleName } from '../../components/role-name.ts';
import { UserSelect } from '../../components/user-select.tsx';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import type { KeyedColumn } from '../../crud/declared-columns.tsx';
import { namedOptions, type FormConfig, type ListQuery, type Option } from '../../crud/resource.ts';
import { i18n } from '../../lib/i18n.ts';
import { shownAccountName } from '../../components/account-name.ts';

const AUDIENCES: Option[] = NOTICE_AUDIENCES.map((audience) => ({ value: audience, label: `messageManage.audiences.${audience}` }));

/** The widest the chosen names take in a row; all of them are in its tooltip. */
const NAMES_MAX_WIDTH = 240;

/** As the export writes it: 指定角色：编辑、审核员. */
const audienceText = (notice: NoticeRecord) =>
  [i18n.t(`messageManage.audiences.${notice.audience}`), notice.audienceNames.join('、')].filter(Boolean).join('：');

function AudienceCell({ notice }: { notice: NoticeRecord }) {
  const { t } = useTranslation();
  const names = notice.audienceNames.join('、');
  return (
    <>
      <Tag color={notice.audience === 'all' ? 'blue' : 'default'}>{t(`messageManage.audiences.${notice.audience}`)}</Tag>
      {names && (
        <span title={names} style={{ display: 'inline-block', maxWidth: NAMES_MAX_WIDTH, overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' }}>
          {names}
        </span>
      )}
    </>
  );
}

function UserTargets(props: SelectProps) {
  const { t } = useTranslation();
  return <UserSelect {...props} mode="multiple" placeholder={t('messageManage.userSearch')} />;
}

/** The choice of users, roles or departments, shown while the audience is theirs; a notice to none of them is not sent. */
function targetsColumn<Q extends ListQuery>(audience: Exclude<NoticeAudience, 'all'>, form: Partial<FormConfig<NoticeRecord>>): KeyedColumn<NoticeRecord, Q, typeof audience> {
  return { key: audience, form: { ...form, field: 'targetIds', required: 'messageManage.targetsRequired', shownWhen: (values) => values.audience === audience } };
}

/** Notices are sent, never edited; withdrawing one takes it from every receiver. */
export const noticesResource = declaredResource(noticesCrud, {
  messages: 'messageManage',
  createText: { action: 'messageManage.send', done: 'messageManage.sent' },
  columns: [
    { key: 'title', render: (notice) => <span title={notice.content}>{notice.title}</span> },
    { key: 'content', hideInTable: true },
    { key: 'audience', options: AUDIENCES, render: (notice) => <AudienceCell notice={notice} />, exportValue: audienceText, form: { kind: 'radio', initialValue: 'all' } },
    targetsColumn('users', { kind: 'custom', control: <UserTargets /> }),
    targetsColumn('roles', { options: namedOptions(rolesRoutes.select, {}, shownRoleName) }),
    targetsColumn('departments', { options: namedOptions(departmentsRoutes.options), hint: 'messageManage.departmentsHint' }),
    'recipients',
    'readCount',
    { key: 'createBy', render: (notice) => shownAccountName(notice.createBy) },
    { key: 'createTime', exportValue: (notice) => formatDateTime(notice.createTime) },
  ],
});
