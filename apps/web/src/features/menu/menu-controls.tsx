import { AutoComplete, Checkbox, Form, Select, Space, TreeSelect, type AutoCompleteProps, type GetProps, type SelectProps, type TreeSelectProps } from 'antd';
import { PERM_TYPES, SYSTEM_APP_ID, type ComponentRoute } from '@console/contract';
import { menuRoutes, type MenuOption } from '@console/contract/menu';
import { routerRoutes } from '@console/contract/router';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../lib/query.ts';
import { useAllProducts } from '../../components/all-products.ts';
import { ICON_NAMES, MenuIcon } from '../../components/icons.tsx';

interface ParentNode {
  value: number;
  title: string;
  disabled: boolean;
  children: ParentNode[];
}

/** The menu being moved and everything under it cannot become its parent. */
function parentNodes(options: readonly MenuOption[], moving: number | undefined, insideMoving = false): ParentNode[] {
  return options.map(({ id, title, children }) => {
    const disabled = insideMoving || id === moving;
    return { value: id, title, disabled, children: parentNodes(children, moving, disabled) };
  });
}

/** The form field holding a new menu's application. */
export const APP_FIELD = 'appId';
/** The form field holding a menu's parent. */
export const PARENT_FIELD = 'parentId';

type ParentSelectProps = TreeSelectProps<number | null> & {
  moving?: number;
  /** The application of the menu edited; a new menu's is the dialog's application field. */
  appId?: string;
};

/** The directories and pages of the menu's application it may go under; empty is the top level. */
export function MenuParentSelect({ moving, appId, value, ...props }: ParentSelectProps) {
  const { t } = useTranslation();
  const chosenApp = Form.useWatch<string | undefined>(APP_FIELD, Form.useFormInstance());
  const options = useCall(menuRoutes.select, { query: { appId: appId ?? chosenApp ?? SYSTEM_APP_ID } });
  return (
    <TreeSelect
      {...props}
      value={value ?? undefined}
      treeData={parentNodes(options.data ?? [], moving)}
      placeholder={t('menus.topLevel')}
      allowClear
      showSearch
      treeNodeFilterProp="title"
    />
  );
}

/** The icons the shell can draw, each shown with its name. */
export function IconSelect({ value, ...props }: SelectProps<string>) {
  const options = ICON_NAMES.map((name) => ({ value: name, label: <Space><MenuIcon name={name} />{name}</Space> }));
  return <Select {...props} value={value || undefined} options={options} allowClear showSearch={{ optionFilterProp: 'value' }} />;
}

export function PermTypeChoices(props: GetProps<typeof Checkbox.Group<string>>) {
  const { t } = useTranslation();
  return <Checkbox.Group {...props} options={PERM_TYPES.map((perm) => ({ value: perm, label: t(`permTypes.${perm}`) }))} />;
}

/** Every application as a choice of its appId, named and with the appId beside the name. */
export function useApplicationChoices() {
  const products = useAllProducts();
  const options = (products.data ?? []).map(({ appId, productName }) => ({ value: appId, label: `${productName}（${appId}）` }));
  return { options, loading: products.isPending };
}

/** The application of a new menu; choosing another clears the parent, which belongs to the one before. */
export function MenuAppSelect(props: SelectProps<string>) {
  const form = Form.useFormInstance();
  const { options, loading } = useApplicationChoices();
  return (
    <Select
      {...props}
      options={options}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(value, option) => {
        form.setFieldValue(PARENT_FIELD, undefined);
        props.onChange?.(value, option);
      }}
    />
  );
}

/** The form field holding a menu's route name. */
const NAME_FIELD = 'name';

const matches = (route: ComponentRoute, typed: string) => [route.title, route.path, route.component].some((text) => text.toLowerCase().includes(typed.toLowerCase()));

/**
 * A menu's address, typed, or picked from the console's component routes: picking one also names the
 * menu after the route's component when it has no name yet.
 */
export function ComponentPathInput(props: AutoCompleteProps<string>) {
  const form = Form.useFormInstance();
  const routes = useCall(routerRoutes.list, { query: {} });
  const pages = (routes.data ?? []).filter((route) => route.type === 'page');
  const options = pages.map((route) => ({ value: route.path, label: `${route.title} · ${route.path}`, route }));
  return (
    <AutoComplete
      {...props}
      allowClear
      options={options}
      filterOption={(typed, option) => matches(option!.route, typed)}
      onSelect={(_path, option) => {
        if (!form.getFieldValue(NAME_FIELD)) form.setFieldValue(NAME_FIELD, option.route.component);
      }}
    />
  );
}
