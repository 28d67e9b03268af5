import {
  ApartmentOutlined, ApiOutlined, AppstoreAddOutlined, AppstoreOutlined, BookOutlined, BranchesOutlined,
  ClockCircleOutlined, CloudOutlined, CloudServerOutlined, CodeOutlined, DashboardOutlined, DatabaseOutlined,
  ExportOutlined, FileTextOutlined, GlobalOutlined, HomeOutlined, IdcardOutlined, ImportOutlined, LinkOutlined, MenuOutlined,
  MessageOutlined, NotificationOutlined, ReadOutlined, SafetyOutlined, SettingOutlined, StarOutlined, TeamOutlined, UserOutlined, WechatOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Menu icons by the names the server's menu items carry. */
const ICONS: Record<string, ComponentType> = {
  apartment: ApartmentOutlined, api: ApiOutlined, 'appstore-add': AppstoreAddOutlined, appstore: AppstoreOutlined,
  book: BookOutlined, branches: BranchesOutlined, 'clock-circle': ClockCircleOutlined, cloud: CloudOutlined,
  'cloud-server': CloudServerOutlined, code: CodeOutlined, dashboard: DashboardOutlined, database: DatabaseOutlined,
  'file-text': FileTextOutlined, global: GlobalOutlined, home: HomeOutlined, idcard: IdcardOutlined, import: ImportOutlined, export: ExportOutlined,
  link: LinkOutlined, menu: MenuOutlined, star: StarOutlined,
  message: MessageOutlined, notification: NotificationOutlined, read: ReadOutlined, safety: SafetyOutlined, setting: SettingOutlined, team: TeamOutlined, user: UserOutlined,
  wechat: WechatOutlined,
};

export const ICON_NAMES = Object.keys(ICONS);

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}

/** An application's icon: an image's address (it holds a `/`), or the name of one of the menu's icons. */
export function AppIcon({ icon, size }: { icon: string; size: number }) {
  if (!icon.includes('/')) return <span style={{ fontSize: size }}><MenuIcon name={icon} /></span>;
  return <img src={icon} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
}
