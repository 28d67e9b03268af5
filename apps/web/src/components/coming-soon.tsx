import type { CSSProperties } from 'react';
import { ToolOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown by the entries (menu item, home tile) of a page not built yet: the page only says it is
 * coming. Its colours suit the dark menu and light cards alike.
 */
export function ComingSoonTag({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <Tag
      bordered={false}
      title={t('nav.comingSoonHint')}
      style={{ marginInline: 6, fontSize: 11, lineHeight: '16px', paddingInline: 4, flex: 'none', color: 'inherit', background: 'rgba(128, 128, 128, 0.2)', ...style }}
    >
      {t('nav.comingSoon')}
    </Tag>
  );
}

/** How an entry of a page not built yet is greyed. */
export const COMING_SOON_OPACITY = 0.55;

/** The menu's narrower mark of a page not built yet: a tool, named 建设中 / Coming soon, with the reason on hover. */
export function ComingSoonMark() {
  const { t } = useTranslation();
  return (
    <span title={`${t('nav.comingSoon')}：${t('nav.comingSoonHint')}`} style={{ marginInlineStart: 6, fontSize: 12, flex: 'none' }}>
      <ToolOutlined aria-label={t('nav.comingSoon')} />
    </span>
  );
}
