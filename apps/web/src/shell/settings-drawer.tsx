import type { ReactNode } from 'react';
import { App, Drawer, Segmented, Switch, message, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { addMessages, bilingual, type MessagesOf } from '../lib/i18n.ts';
import { APPEARANCES, THEME_PRESETS, useSettings, type LayoutSettings } from '../stores/settings.store.ts';

// With the drawer rather than the first load: nothing else names it.
const messages = bilingual({ highContrast: '高对比度' }, { highContrast: 'High contrast' });
addMessages('settings-drawer', messages);

declare module '../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}

type SwitchSetting = Exclude<keyof LayoutSettings, 'theme' | 'appearance'>;

const SWITCH_SETTINGS = ['tagsView', 'fixedHeader', 'sidebarLogo'] as const satisfies readonly SwitchSetting[];

const SWATCH_SIZE = 20;

/** The right-hand drawer of layout settings: appearance, theme colour with high contrast, and the three layout switches. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const open = useSettings((state) => state.drawerOpen);
  const setDrawerOpen = useSettings((state) => state.setDrawerOpen);

  return (
    <Drawer placement="right" size={280} title={t('settings.title')} open={open} onClose={() => setDrawerOpen(false)}>
      <AppearanceChoice />
      <ThemePicker />
      {SWITCH_SETTINGS.map((key) => (
        <SettingSwitch key={key} setting={key} label={t(`settings.${key}`)} />
      ))}
    </Drawer>
  );
}

function useMessage() {
  const { message: appMessage } = App.useApp();
  // Outside an antd <App> the context holds an empty object instead of a message API.
  return 'loading' in appMessage ? appMessage : message;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <h3 style={{ margin: '0 0 12px', fontSize: 14, fontWeight: 600 }}>{title}</h3>
      {children}
    </section>
  );
}

/** 跟随系统 / 浅色 / 深色: the colours of the whole console. */
function AppearanceChoice() {
  const { t } = useTranslation();
  const appearance = useSettings((state) => state.appearance);
  const change = useSettings((state) => state.change);
  const options = APPEARANCES.map((value) => ({ value, label: t(`settings.appearances.${value}`) }));
  return (
    <Section title={t('settings.appearance')}>
      <Segmented options={options} value={appearance} onChange={(value) => change('appearance', value)} aria-label={t('settings.appearance')} />
    </Section>
  );
}

function ThemePicker() {
  const { t } = useTranslation();
  const selected = useSettings((state) => state.theme);
  const change = useSettings((state) => state.change);
  const notice = useMessage();
  const { token } = theme.useToken();

  const choose = (colour: string) => {
    change('theme', colour);
    void notice.loading(t('settings.themeChanging'), 0.5);
  };

  return (
    <Section title={t('settings.theme')}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {THEME_PRESETS.map((colour) => (
          <button
            key={colour}
            type="button"
            aria-label={colour}
            aria-pressed={colour === selected}
            onClick={() => choose(colour)}
            style={{
              width: SWATCH_SIZE,
              height: SWATCH_SIZE,
              padding: 0,
              border: 0,
              borderRadius: '50%',
              // Outlines the darkest presets on a dark drawer.
              boxShadow: `0 0 0 1px ${token.colorBorder}`,
              background: colour,
              color: '#fff',
              fontSize: 12,
              cursor: 'pointer',
            }}
          >
            {colour === selected && <CheckOutlined />}
          </button>
        ))}
      </div>
      <SettingSwitch setting="highContrast" label={t('highContrast')} />
    </Section>
  );
}

function SettingSwitch({ setting, label }: { setting: SwitchSetting; label: string }) {
  const checked = useSettings((state) => state[setting]);
  const change = useSettings((state) => state.change);

  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 0', fontSize: 14 }}>
      <span>{label}</span>
      <Switch aria-label={label} checked={checked} onChange={(value) => change(setting, value)} />
    </div>
  );
}
